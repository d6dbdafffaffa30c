import { createHash, randomBytes } from "node:crypto"
import { and, eq, isNull, sql } from "drizzle-orm"
import type { Caller } from "../../core/api/middleware.ts"
import type { Db, Queries } from "../db/client.ts"
import { sessions } from "../db/schema.ts"

/** Sessions last 12 hours from sign-in; ending one (logout) is immediate. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000
export const sessionCookieName = "portal_session"

/** Live sessions a user may hold (browsers, the CLI); signing in again ends the oldest beyond it. */
export const maxSessionsPerUser = 20

export const newSessionId = (): string => randomBytes(32).toString("hex")

/**
 * What the database keeps of a session id: its SHA-256. The id is 256 random bits, so a plain hash
 * (no salt, no stretching) cannot be reversed, and a copy of the data files or WAL opens nothing.
 */
export const sessionKey = (sessionID: string): string => createHash("sha256").update(sessionID).digest("hex")

export const createSession = async (
  db: Queries,
  userid: number,
  options: { readonly isImpersonation?: boolean; readonly impersonatorUserid?: number } = {},
): Promise<string> => {
  const sessionID = newSessionId()
  const now = Date.now()
  await db.run(
    sql`INSERT INTO sessions (sessionid, userid, created, expires, is_impersonation, impersonator_userid)
        VALUES (${sessionKey(sessionID)}, ${userid}, ${new Date(now)}, ${new Date(now + sessionLifetimeMs)},
          ${options.isImpersonation ?? false}, ${options.impersonatorUserid ?? null})`,
  )
  await db.run(
    sql`UPDATE sessions SET ended = now() WHERE sessionid IN (
          SELECT sessionid FROM sessions WHERE userid = ${userid} AND ended IS NULL
          ORDER BY created DESC, sessionid OFFSET ${maxSessionsPerUser})`,
  )
  return sessionID
}

const findCallerSql = `SELECT s.userid AS "userID", s.is_impersonation AS "isImpersonation", u.roleid, u.companyid,
    u.password_expired AS "passwordExpired"
  FROM sessions s JOIN users u ON u.userid = s.userid
  WHERE s.sessionid = $1::text AND s.ended IS NULL AND s.expires > now() AND u.useractive`

/**
 * The caller behind a live session (not ended, not expired, active user), if any, read from the
 * database on every authenticated request (nothing cached: an ended session stops at once). It is
 * one plain statement (Drizzle's builder costs more than the query), prepared once per connection.
 */
export const findCaller = async (db: Db, sessionID: string): Promise<Caller | undefined> => {
  if (!/^[0-9a-f]{64}$/.test(sessionID)) return undefined
  const [row] = await db.queryPrepared<Omit<Caller, "sessionID">>("portal_find_caller", findCallerSql, [
    sessionKey(sessionID),
  ])
  return row ? { sessionID, ...row } : undefined
}

export const endSession = async (db: Db, sessionID: string): Promise<void> => {
  await db.orm
    .update(sessions)
    .set({ ended: new Date() })
    .where(eq(sessions.sessionid, sessionKey(sessionID)))
}

/** Ends every live session of a user ("sign out of all sessions", a changed password, a deactivation). */
export const endAllSessions = async (db: Db, userid: number): Promise<number> => {
  const ended = await db.orm
    .update(sessions)
    .set({ ended: new Date() })
    .where(and(eq(sessions.userid, userid), isNull(sessions.ended)))
    .returning({ sessionid: sessions.sessionid })
  return ended.length
}
