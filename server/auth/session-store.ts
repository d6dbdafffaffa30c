import { createHash, randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import { ADMIN_CAPABILITIES } from "../../core/domain/admin/admin-access.ts"
import type { Caller } from "../../core/api/middleware.ts"
import type { Db, Queries } from "../db/client.ts"
import { preparedRows } from "../db/rows.ts"
import { sessions, users } from "../db/schema.ts"

/** Sessions last 12 hours from sign-in (an impersonation less: `impersonationLifetimeMs`); ending one is immediate. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000
export const sessionCookieName = "portal_session"

/**
 * Live sessions a user may hold (browsers, the CLI, impersonations of them); opening one more ends
 * the oldest beyond it (`startSession`, start-session.ts).
 */
export const maxSessionsPerUser = 20

export const newSessionId = (): string => randomBytes(32).toString("hex")

/**
 * What the database keeps of a session id: its SHA-256. The id is 256 random bits, so a plain hash
 * (no salt, no stretching) cannot be reversed, and a copy of the data files or WAL opens nothing.
 */
export const sessionKey = (sessionID: string): string => createHash("sha256").update(sessionID).digest("hex")

/**
 * Opens a session of `userid`. An impersonation names its impersonator and keeps the impersonator's
 * sessions epoch of this moment (read in the same statement), which binds it to that staff member:
 * `findCaller` refuses it once the epoch moves. `lifetimeMs` shortens it (impersonations). The
 * server opens sessions with `startSession` (start-session.ts), which also applies the cap.
 */
export const createSession = async (
  db: Queries,
  userid: number,
  options: {
    readonly isImpersonation?: boolean
    readonly impersonatorUserid?: number
    readonly lifetimeMs?: number
  } = {},
): Promise<string> => {
  const sessionID = newSessionId()
  const now = Date.now()
  const impersonator = options.impersonatorUserid ?? null
  await db.run(
    sql`INSERT INTO sessions (sessionid, userid, created, expires, is_impersonation, impersonator_userid,
          impersonator_epoch)
        VALUES (${sessionKey(sessionID)}, ${userid}, ${new Date(now)},
          ${new Date(now + (options.lifetimeMs ?? sessionLifetimeMs))}, ${options.isImpersonation ?? false},
          ${impersonator}, (SELECT sessions_epoch FROM users WHERE userid = ${impersonator}))`,
  )
  return sessionID
}

/**
 * An impersonation session `s` is bound to its staff member `i` (users joined on
 * `s.impersonator_userid`): it lives only while they are active, still hold a role that may
 * impersonate, and have not had their sessions ended since it started (the epoch, migration 0025).
 */
export const impersonationBoundSql = `(i.useractive AND i.roleid IN (${ADMIN_CAPABILITIES.impersonate.join(", ")})
  AND i.sessions_epoch = s.impersonator_epoch)`

/** The caller's columns `findCallerSql` returns (all but the session id the client sent). */
const callerRow = {
  userID: sessions.userid,
  isImpersonation: sessions.isImpersonation,
  roleid: users.roleid,
  companyid: users.companyid,
  passwordExpired: users.passwordExpired,
}

const findCallerSql = `SELECT s.userid AS "userID", s.is_impersonation AS "isImpersonation", u.roleid, u.companyid,
    u.password_expired AS "passwordExpired"
  FROM sessions s JOIN users u ON u.userid = s.userid
  LEFT JOIN users i ON i.userid = s.impersonator_userid
  WHERE s.sessionid = $1::text AND s.ended IS NULL AND s.expires > now() AND u.useractive
    AND (NOT s.is_impersonation OR ${impersonationBoundSql})`

/**
 * The caller behind a live session (not ended, not expired, active user; an impersonation also
 * bound to its staff member), if any, read from the database on every authenticated request
 * (nothing cached: an ended session stops at once). It is one plain statement (Drizzle's builder costs more than the query), prepared once per connection.
 */
export const findCaller = async (db: Db, sessionID: string): Promise<Caller | undefined> => {
  if (!/^[0-9a-f]{64}$/.test(sessionID)) return undefined
  const [row] = await preparedRows(db, callerRow, "portal_find_caller", findCallerSql, [
    sessionKey(sessionID),
  ])
  return row ? { sessionID, ...row } : undefined
}
