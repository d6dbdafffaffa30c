import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { endSession, sessionCookieName } from "../auth/session-store.ts"
import { useDb } from "../services.ts"
import { confirmPolicy, loginCountOf, passwordExpiredOf } from "../shell/user-store.ts"
import { readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

const clearSessionCookie = HttpEffect.appendPreResponseHandler((_request, response) =>
  Effect.succeed(HttpServerResponse.expireCookieUnsafe(response, sessionCookieName, { path: "/" })),
)

export const AccountHandlers = HttpApiBuilder.group(PortalApi, "account", (handlers) =>
  handlers
    .handle("loginCount", ({ params }) =>
      Effect.gen(function* () {
        const user = yield* readableUser(params.id, accessRules["account.loginCount"])
        const count = yield* useDb((db) => loginCountOf(db, user.userid))
        return { count: count ?? 0 }
      }),
    )
    .handle("logout", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* useDb((db) => endSession(db, caller.sessionID))
        yield* clearSessionCookie
        return { status: "success", message: "Signed out" }
      }),
    )
    .handle("expired", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { isExpired: yield* useDb((db) => passwordExpiredOf(db, caller.userID)) }
      }),
    )
    .handle("policyConfirmation", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* useDb((db) => confirmPolicy(db, caller.userID))
        return { status: "success", message: "Policy confirmed" }
      }),
    ),
)
