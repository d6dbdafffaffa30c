import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { AccountLocked, Unauthorized } from "../../core/schema/errors.ts"
import type { Db } from "../db/client.ts"
import { users } from "../db/schema.ts"
import { useDb } from "../services.ts"
import { hashPassword, verifyPassword } from "./password.ts"
import { createSession } from "./session-store.ts"

/** Failed sign-ins allowed before the account locks (the spec leaves the number open). */
export const maxLoginAttempts = 5

const attemptsLeft = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"} remaining`

const locked = new AccountLocked({
  message: `This account is locked after ${maxLoginAttempts} failed sign-in attempts. Reset your password or contact your administrator.`,
})
const invalid = (attemptsRemaining: number) =>
  new Unauthorized({ message: `Invalid username or password. ${attemptsLeft(attemptsRemaining)}.` })
const inactive = new Unauthorized({
  message: "This account is deactivated. Contact your company administrator.",
})

/** A successful sign-in: the new session. */
export interface SignedIn {
  readonly userID: number
  readonly sessionID: string
  readonly passwordExpired: boolean
}

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

/** Counts a failed attempt; the answer is the attempts left, or `locked` once none are. */
const recordFailure = Effect.fn("recordFailure")(function* (userid: number) {
  const [row] = yield* useDb((db) =>
    db.orm
      .update(users)
      .set({
        failedAttempts: sql`${users.failedAttempts} + 1`,
        locked: sql`${users.failedAttempts} + 1 >= ${maxLoginAttempts}`,
      })
      .where(eq(users.userid, userid))
      .returning({ failedAttempts: users.failedAttempts, locked: users.locked }),
  )
  if (!row || row.locked) return yield* locked
  return yield* invalid(Math.max(0, maxLoginAttempts - row.failedAttempts))
})

const openSession = (userid: number) =>
  useDb(async (db) => {
    const now = new Date()
    await db.orm
      .update(users)
      .set({
        failedAttempts: 0,
        loginCount: sql`${users.loginCount} + 1`,
        lastLogin: now,
        latestActivity: now,
      })
      .where(eq(users.userid, userid))
    return createSession(db, userid)
  })

/**
 * Checks credentials, applies the attempt counter and lock, and opens a session. Fails with
 * `Unauthorized` (wrong credentials, with the attempts left; deactivated account) or `AccountLocked`.
 */
export const login = Effect.fn("login")(function* (username: string, password: string) {
  const user = yield* useDb((db) => findByUsername(db, username))
  if (!user) {
    yield* Effect.promise(async () => verifyPassword(password, await decoy()))
    return yield* invalid(maxLoginAttempts)
  }
  if (user.locked) return yield* locked
  if (!(yield* Effect.promise(() => verifyPassword(password, user.passwordHash))))
    return yield* recordFailure(user.userid)
  if (!user.useractive) return yield* inactive
  const sessionID = yield* openSession(user.userid)
  return { userID: user.userid, sessionID, passwordExpired: user.passwordExpired } satisfies SignedIn
})

/** Attempts left for a username; unknown names answer the maximum so existence is not revealed. */
export const attemptsRemaining = (username: string) =>
  useDb(async (db) => {
    const user = await findByUsername(db, username)
    if (!user) return maxLoginAttempts
    return user.locked ? 0 : Math.max(0, maxLoginAttempts - user.failedAttempts)
  })
