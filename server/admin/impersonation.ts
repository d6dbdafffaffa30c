import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { IMPERSONATION_REFUSALS, impersonationRefusal } from "../../core/domain/admin/admin-access.ts"
import type { Caller } from "../../core/api/middleware.ts"
import { Conflict, Forbidden, Unauthorized } from "../../core/schema/errors.ts"
import { createSession, sessionKey } from "../auth/session-store.ts"
import { query, useDb } from "../services.ts"
import { userNotFound } from "../shell/user-store.ts"

/** Where a start or end came from, for the audit log. */
export interface RequestOrigin {
  readonly clientAddress: string
  readonly userAgent: string
}

const USER_AGENT_MAX = 500

interface LogEntry {
  readonly action: "start" | "end"
  readonly impersonator: number
  readonly impersonated: number
  readonly origin: RequestOrigin
}

/** Writes one audit row; inside the transaction that opens or ends the session. */
const writeLog = (entry: LogEntry) =>
  query(
    sql`INSERT INTO impersonation_log
          (action, impersonator_userid, impersonated_userid, companyid, companyname, client_address, user_agent)
        SELECT ${entry.action}, ${entry.impersonator}, u.userid, c.companyid, c.companyname,
          ${entry.origin.clientAddress}, ${entry.origin.userAgent.slice(0, USER_AGENT_MAX)}
        FROM users u JOIN companies c ON c.companyid = u.companyid WHERE u.userid = ${entry.impersonated}`,
  )

const refuse = (reason: keyof typeof IMPERSONATION_REFUSALS) =>
  reason === "inactive"
    ? new Conflict({ message: IMPERSONATION_REFUSALS[reason], field: "userID" })
    : new Forbidden({ message: IMPERSONATION_REFUSALS[reason] })

/**
 * Starts viewing as `userid` (run in a transaction): the rules of `impersonationRefusal`, the
 * target within the caller's company scope (`inScope`, 404 outside it), a new session marked as
 * impersonation that remembers the impersonator, the caller's own session ended (the client
 * replaces it; `end` issues a fresh one), and the audit row.
 */
export const startImpersonation = Effect.fn("startImpersonation")(function* (
  caller: Caller,
  userid: number,
  inScope: (companyid: number) => boolean,
  origin: RequestOrigin,
) {
  const [target] = yield* query<{ userid: number; roleid: number; useractive: boolean; companyid: number }>(
    sql`SELECT userid, roleid, useractive, companyid FROM users WHERE userid = ${userid}`,
  )
  if (!target || !inScope(target.companyid)) return yield* userNotFound(userid)
  const refusal = impersonationRefusal(caller, target)
  if (refusal !== null) return yield* refuse(refusal)
  const sessionID = yield* useDb((db) =>
    createSession(db, userid, { isImpersonation: true, impersonatorUserid: caller.userID }),
  )
  yield* query(sql`UPDATE sessions SET ended = now() WHERE sessionid = ${sessionKey(caller.sessionID)}`)
  yield* writeLog({ action: "start", impersonator: caller.userID, impersonated: userid, origin })
  const [expired] = yield* query<{ expired: boolean }>(
    sql`SELECT password_expired AS expired FROM users WHERE userid = ${userid}`,
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
 * transaction), with the audit row. 409 when the session is not an impersonation; 401 when the
 * impersonator can no longer sign in (deactivated), whose session ends all the same.
 */
export const endImpersonation = Effect.fn("endImpersonation")(function* (
  caller: Caller,
  origin: RequestOrigin,
) {
  const [session] = yield* query<{ impersonator: number | null; active: boolean | null; expired: boolean }>(
    sql`SELECT s.impersonator_userid AS impersonator, u.useractive AS active, u.password_expired AS expired
        FROM sessions s LEFT JOIN users u ON u.userid = s.impersonator_userid
        WHERE s.sessionid = ${sessionKey(caller.sessionID)} AND s.is_impersonation FOR UPDATE OF s`,
  )
  if (!session?.impersonator)
    return yield* new Conflict({ message: "This session is not viewing the portal as another user" })
  yield* query(sql`UPDATE sessions SET ended = now() WHERE sessionid = ${sessionKey(caller.sessionID)}`)
  yield* writeLog({ action: "end", impersonator: session.impersonator, impersonated: caller.userID, origin })
  if (!session.active) return { ended: true as const }
  const impersonator = session.impersonator
  const sessionID = yield* useDb((db) => createSession(db, impersonator))
  return {
    message: "Impersonation ended",
    sessionID,
    userID: impersonator,
    passwordExpired: session.expired === true,
    isImpersonation: false,
  }
})

export const impersonatorGone = new Unauthorized({
  message: "Your own account can no longer sign in; the impersonation has ended",
})
