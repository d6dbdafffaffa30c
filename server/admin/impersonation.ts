import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { IMPERSONATION_REFUSALS, impersonationRefusal } from "../../core/domain/admin/admin-access.ts"
import type { Caller } from "../../core/api/middleware.ts"
import { Conflict, Forbidden, Unauthorized } from "../../core/schema/errors.ts"
import { endOneSession } from "../auth/end-sessions.ts"
import { impersonationBoundSql, sessionKey } from "../auth/session-store.ts"
import { startSession } from "../auth/start-session.ts"
import { AppConfig, orm, queryRows } from "../services.ts"
import { userNotFound } from "../shell/user-store.ts"
import { type RequestOrigin, writeImpersonationLog } from "./impersonation-audit.ts"
import { pick } from "../db/pick.ts"
import { computed } from "../db/rows.ts"
import { sessions, users } from "../db/schema.ts"

export type { RequestOrigin } from "./impersonation-audit.ts"

const refuse = (reason: keyof typeof IMPERSONATION_REFUSALS) =>
  reason === "inactive"
    ? new Conflict({ message: IMPERSONATION_REFUSALS[reason], field: "userID" })
    : new Forbidden({ message: IMPERSONATION_REFUSALS[reason] })

const sessionGone = new Unauthorized({ message: "The session has ended or is not valid; sign in again" })

/**
 * Starts viewing as `userid` (run in a transaction): the rules of `impersonationRefusal`, the
 * target within the caller's company scope (`inScope`, 404 outside it), a new session marked as
 * impersonation, bound to the impersonator (their user id and sessions epoch) and living at most
 * the configured impersonation lifetime, the caller's own session ended (the client replaces it;
 * `end` issues a fresh one), and the audit row.
 */
export const startImpersonation = Effect.fn("startImpersonation")(function* (
  caller: Caller,
  userid: number,
  inScope: (companyid: number) => boolean,
  origin: RequestOrigin,
) {
  const [target] = yield* orm((o) =>
    o
      .select(pick(users, ["userid", "roleid", "useractive", "companyid"]))
      .from(users)
      .where(eq(users.userid, userid)),
  )
  if (!target || !inScope(target.companyid)) return yield* userNotFound(userid)
  const refusal = impersonationRefusal(caller, target)
  if (refusal !== null) return yield* refuse(refusal)
  // The staff session this starts from ends first, and only if still live: a sign-out everywhere
  // or a second start racing this one leaves nothing to start from (401).
  const live = yield* endOneSession(caller.sessionID)
  if (!live) return yield* sessionGone
  const { impersonationLifetimeMs } = yield* AppConfig
  const sessionID = yield* startSession(userid, {
    isImpersonation: true,
    impersonatorUserid: caller.userID,
    lifetimeMs: impersonationLifetimeMs,
  })
  yield* writeImpersonationLog({ action: "start", impersonator: caller.userID, impersonated: userid, origin })
  const [expired] = yield* orm((o) =>
    o.select({ expired: users.passwordExpired }).from(users).where(eq(users.userid, userid)),
  )
  return {
    message: "Impersonation started",
    sessionID,
    userID: userid,
    passwordExpired: expired?.expired ?? false,
    isImpersonation: true,
  }
})

/**
 * Ends the caller's impersonation session and opens a new session of the impersonator (run in a
 * transaction), with the audit row. 409 when the session is not an impersonation. `{ ended: true }`
 * (the handler answers 401, issuing nothing) when the session had already ended, or when it is no
 * longer bound to a staff member who may sign in and impersonate (deactivated, role changed,
 * signed out everywhere, password changed): such a session ends all the same.
 */
export const endImpersonation = Effect.fn("endImpersonation")(function* (caller: Caller) {
  const [session] = yield* queryRows(
    {
      impersonator: sessions.impersonatorUserid,
      live: computed<boolean>(),
      bound: computed<boolean | null>(),
      // from the LEFT JOIN: null when the impersonator's row is gone
      expired: computed<boolean | null>(),
    },
    sql`SELECT s.impersonator_userid AS impersonator, s.ended IS NULL AND s.expires > now() AS live,
          ${sql.raw(impersonationBoundSql)} AS bound, i.password_expired AS expired
        FROM sessions s LEFT JOIN users i ON i.userid = s.impersonator_userid
        WHERE s.sessionid = ${sessionKey(caller.sessionID)} AND s.is_impersonation FOR UPDATE OF s`,
  )
  if (!session?.impersonator)
    return yield* new Conflict({ message: "This session is not viewing the portal as another user" })
  // Ended meanwhile (a concurrent end or revocation): nothing to end, nothing to issue.
  if (!session.live) return { ended: true as const }
  yield* endOneSession(caller.sessionID)
  if (session.bound !== true) return { ended: true as const }
  const impersonator = session.impersonator
  const sessionID = yield* startSession(impersonator)
  return {
    message: "Impersonation ended",
    sessionID,
    userID: impersonator,
    passwordExpired: session.expired === true,
    isImpersonation: false,
  }
})

export const impersonatorGone = new Unauthorized({
  message: "The impersonation has ended and your own session was not restored; sign in again",
})
