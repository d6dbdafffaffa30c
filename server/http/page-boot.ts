import { Effect } from "effect"
import { matchRoute } from "../../core/domain/routes.ts"
import { findCaller, sessionCookieName } from "../auth/session-store.ts"
import { Database } from "../services.ts"
import { activeBanner } from "../shell/banner-store.ts"
import { bootBannerHtml } from "./boot-banner.ts"

/**
 * What a page adds first in its body for this request: for a signed-in route (the shell's) and a
 * session cookie that GET /v1/banner would accept (live, password not expired unless viewing as
 * another user), the announcement and its answer (`boot-banner.ts`). Anything else, a database that
 * does not answer included, adds nothing: the app then asks as it always did.
 */
export const pageBootHtml = (pathname: string, cookies: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function* () {
    const sessionID = cookies[sessionCookieName] ?? ""
    if (sessionID === "" || matchRoute(pathname)?.route.auth !== true) return ""
    const db = yield* Database
    const caller = yield* Effect.promise(() => findCaller(db, sessionID))
    if (caller === undefined || (caller.passwordExpired && !caller.isImpersonation)) return ""
    return bootBannerHtml({ banner: yield* activeBanner() })
  }).pipe(Effect.catchCause(() => Effect.succeed("")))
