import { randomBytes } from "node:crypto"
import { eq } from "drizzle-orm"
import type { Caller } from "../../core/api/middleware.ts"
import type { Db } from "../db/client.ts"
import { sessions } from "../db/schema.ts"

/** Sessions last 12 hours from sign-in; ending one (logout) is immediate. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000
export const sessionCookieName = "portal_session"

export const newSessionId = (): string => randomBytes(32).toString("hex")

export const createSession = async (
  db: Db,
  userid: number,
  options: { readonly isImpersonation?: boolean; readonly impersonatorUserid?: number } = {},
): Promise<string> => {
  const sessionid = newSessionId()
  const now = Date.now()
  await db.orm.insert(sessions).values({
    sessionid,
    userid,
    created: new Date(now),
    expires: new Date(now + sessionLifetimeMs),
    isImpersonation: options.isImpersonation ?? false,
    impersonatorUserid: options.impersonatorUserid ?? null,
  })
  return sessionid
}

const findCallerSql = `SELECT s.userid AS "userID", s.is_impersonation AS "isImpersonation", u.roleid, u.companyid
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
    sessionID,
  ])
  return row ? { sessionID, ...row } : undefined
}

export const endSession = async (db: Db, sessionID: string): Promise<void> => {
  await db.orm.update(sessions).set({ ended: new Date() }).where(eq(sessions.sessionid, sessionID))
}
