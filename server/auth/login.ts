import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { DEACTIVATED_SIGN_IN_MESSAGE } from "../../core/domain/sign-in-answers.ts"
import { AccountLocked, Unauthorized } from "../../core/schema/errors.ts"
import type { Db } from "../db/client.ts"
import { users } from "../db/schema.ts"
import { inTransaction, query, useDb } from "../services.ts"
import {
  attemptsLeft,
  clearAttempts,
  lockMinutes,
  maxLoginAttempts,
  reserveAttempt,
  settleFailure,
  usernameKey,
} from "./login-attempts.ts"
import { hashPassword, verifyPassword } from "./password.ts"
import { startSession } from "./start-session.ts"

export { maxLoginAttempts } from "./login-attempts.ts"

const plural = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"} remaining`

/** The answer while a username is locked (sign-in and the current-password check share the count). */
export const locked = new AccountLocked({
  message: `This account is locked after ${maxLoginAttempts} failed sign-in attempts. Try again in ${lockMinutes} minutes, reset your password or contact your administrator.`,
})
const invalid = (attemptsRemaining: number) =>
  new Unauthorized({ message: `Invalid username or password. ${plural(attemptsRemaining)}.` })
const inactive = new Unauthorized({ message: DEACTIVATED_SIGN_IN_MESSAGE })

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

const findByUsername = async (db: Db, key: string) => {
  const [row] = await db.orm
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, key))
    .limit(1)
  return row
}

/**
 * Opens the session of a successful sign-in in one transaction: the user's counters, the session
 * and the sign-in record (User Insights) land together or not at all.
 */
const openSession = (userid: number) =>
  inTransaction(
    Effect.gen(function* () {
      const now = new Date()
      yield* query(
        sql`UPDATE users SET login_count = login_count + 1, last_login = ${now}, latest_activity = ${now}
            WHERE userid = ${userid}`,
      )
      const sessionID = yield* startSession(userid)
      yield* query(
        sql`INSERT INTO sign_ins (userid, companyid, signed_in)
            SELECT userid, companyid, ${now} FROM users WHERE userid = ${userid}`,
      )
      return sessionID
    }),
  )

/**
 * Checks credentials and opens a session. The attempt is counted before the password is checked
 * (atomically, so concurrent guesses cannot outrun the lock) and given back on success; unknown
 * usernames are counted, locked and timed exactly like real ones. Fails with `Unauthorized` (wrong
 * credentials, with the attempts left; deactivated account) or `AccountLocked`.
 */
export const login = Effect.fn("login")(function* (username: string, password: string) {
  const key = usernameKey(username)
  const { attempt, locked: isLocked } = yield* reserveAttempt(key)
  if (isLocked) return yield* locked
  const user = yield* useDb((db) => findByUsername(db, key))
  const hash = user?.passwordHash ?? (yield* Effect.promise(decoy))
  const matches = yield* Effect.promise(() => verifyPassword(password, hash))
  if (!user || !matches) {
    yield* settleFailure(key, attempt)
    return yield* attempt >= maxLoginAttempts ? locked : invalid(maxLoginAttempts - attempt)
  }
  yield* clearAttempts(key)
  if (!user.useractive) return yield* inactive
  const sessionID = yield* openSession(user.userid)
  return { userID: user.userid, sessionID, passwordExpired: user.passwordExpired } satisfies SignedIn
})

/** Attempts left for a username; known and unknown names count down alike, so nothing is revealed. */
export const attemptsRemaining = (username: string) => attemptsLeft(usernameKey(username))
