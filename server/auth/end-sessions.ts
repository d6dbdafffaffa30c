import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { currentOrigin, writeImpersonationLog } from "../admin/impersonation-audit.ts"
import { query, queryRows } from "../services.ts"
import { maxSessionsPerUser, sessionKey } from "./session-store.ts"
import { personalTokens, sessions } from "../db/schema.ts"

/**
 * Ending sessions, declared once: signing out, signing out everywhere, a changed or reset password,
 * a deactivation, a transfer and a role change all end sessions here. Each function
 * runs inside the transaction of the change that causes it, and writes an `end` row to the
 * impersonation log for every impersonation it ends (with the client address of the request that
 * caused it), so the log holds every end and not only "Go back".
 */

const endWhere = (condition: SQL) =>
  Effect.gen(function* () {
    const ended = yield* queryRows(
      { userid: sessions.userid, impersonator: sessions.impersonatorUserid },
      sql`UPDATE sessions SET ended = now() WHERE (${condition}) AND ended IS NULL
          RETURNING userid, CASE WHEN is_impersonation THEN impersonator_userid END AS impersonator`,
    )
    const origin = yield* currentOrigin
    for (const row of ended)
      if (row.impersonator !== null)
        yield* writeImpersonationLog({
          action: "end",
          impersonator: row.impersonator,
          impersonated: row.userid,
          origin,
        })
    return ended.length
  })

/** How many sessions and personal access tokens a change ended. */
export interface EndedAccess {
  readonly sessions: number
  readonly tokens: number
}

/**
 * Ends every live session of a user, the impersonations of them and the impersonations they run,
 * and moves their sessions epoch, so an impersonation this statement cannot see (one starting in a
 * concurrent transaction) is refused too. Their personal access tokens are derived from their
 * sign-in and end with it: revoked, so a token made with a stolen password does not outlive the
 * reset, and a reactivated account does not bring its old tokens back.
 */
export const endUserSessions = Effect.fn("endUserSessions")(function* (userid: number) {
  yield* query(sql`UPDATE users SET sessions_epoch = sessions_epoch + 1 WHERE userid = ${userid}`)
  const tokens = yield* queryRows(
    { id: personalTokens.id },
    sql`UPDATE personal_tokens SET revoked = now() WHERE userid = ${userid} AND revoked IS NULL RETURNING id`,
  )
  const sessions = yield* endWhere(sql`userid = ${userid} OR impersonator_userid = ${userid}`)
  return { sessions, tokens: tokens.length } satisfies EndedAccess
})

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The answer to "sign out of all sessions": how many sessions ended, and tokens revoked if any. */
export const signedOutEverywhere = (ended: EndedAccess): string =>
  `Signed out of ${counted(ended.sessions, "session", "sessions")}` +
  (ended.tokens > 0
    ? ` and revoked ${counted(ended.tokens, "personal access token", "personal access tokens")}`
    : "")

/**
 * Ends the impersonations a staff member runs and nothing else (their role changed). The role change
 * alone already stops them (the epoch trigger of migration 0025); this ends and logs them at once.
 */
export const endImpersonationsBy = (userid: number) => endWhere(sql`impersonator_userid = ${userid}`)

/** Ends one session (sign out); true when it was live. An impersonation's end is logged. */
export const endOneSession = (sessionID: string) =>
  Effect.map(endWhere(sql`sessionid = ${sessionKey(sessionID)}`), (n) => n > 0)

/**
 * Ends a user's live sessions beyond the newest `maxSessionsPerUser` (one more was just opened):
 * an impersonation of them among the oldest ends like any other, with its row in the log.
 */
export const endSessionsBeyondCap = (userid: number) =>
  endWhere(
    sql`sessionid IN (SELECT sessionid FROM sessions WHERE userid = ${userid} AND ended IS NULL
          ORDER BY created DESC, sessionid OFFSET ${maxSessionsPerUser})`,
  )
