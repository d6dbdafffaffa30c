import { eq, sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"
import { users } from "../db/schema.ts"
import { hashPassword, verifyPassword } from "./password.ts"
import { createSession } from "./session-store.ts"

/** Failed sign-ins allowed before the account locks (the spec leaves the number open). */
export const maxLoginAttempts = 5

export type LoginOutcome =
  | {
      readonly _tag: "Success"
      readonly userID: number
      readonly sessionID: string
      readonly passwordExpired: boolean
    }
  | { readonly _tag: "Invalid"; readonly attemptsRemaining: number }
  | { readonly _tag: "Locked" }
  | { readonly _tag: "Inactive" }

// Unknown usernames still pay for one scrypt so response time does not reveal which names exist.
let decoyHash: Promise<string> | undefined
const decoy = () => {
  decoyHash ??= hashPassword("decoy-password-never-matches")
  return decoyHash
}

const findByUsername = async (db: Db, username: string) => {
  const [row] = await db.orm
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1)
  return row
}

const recordFailure = async (db: Db, userid: number): Promise<LoginOutcome> => {
  const [row] = await db.orm
    .update(users)
    .set({
      failedAttempts: sql`${users.failedAttempts} + 1`,
      locked: sql`${users.failedAttempts} + 1 >= ${maxLoginAttempts}`,
    })
    .where(eq(users.userid, userid))
    .returning({ failedAttempts: users.failedAttempts, locked: users.locked })
  if (!row || row.locked) return { _tag: "Locked" }
  return { _tag: "Invalid", attemptsRemaining: Math.max(0, maxLoginAttempts - row.failedAttempts) }
}

/** Checks credentials, applies the attempt counter and lock, and opens a session on success. */
export const login = async (db: Db, username: string, password: string): Promise<LoginOutcome> => {
  const user = await findByUsername(db, username)
  if (!user) {
    await verifyPassword(password, await decoy())
    return { _tag: "Invalid", attemptsRemaining: maxLoginAttempts }
  }
  if (user.locked) return { _tag: "Locked" }
  if (!(await verifyPassword(password, user.passwordHash))) return recordFailure(db, user.userid)
  if (!user.useractive) return { _tag: "Inactive" }
  const now = new Date()
  await db.orm
    .update(users)
    .set({ failedAttempts: 0, loginCount: sql`${users.loginCount} + 1`, lastLogin: now, latestActivity: now })
    .where(eq(users.userid, user.userid))
  const sessionID = await createSession(db, user.userid)
  return { _tag: "Success", userID: user.userid, sessionID, passwordExpired: user.passwordExpired }
}

/** Attempts left for a username; unknown names answer the maximum so existence is not revealed. */
export const attemptsRemaining = async (db: Db, username: string): Promise<number> => {
  const user = await findByUsername(db, username)
  if (!user) return maxLoginAttempts
  return user.locked ? 0 : Math.max(0, maxLoginAttempts - user.failedAttempts)
}
