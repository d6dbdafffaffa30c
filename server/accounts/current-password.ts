import { eq } from "drizzle-orm"
import { Effect } from "effect"
import { passwordChangeMessages } from "../../core/domain/validation/password-change.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { locked } from "../auth/login.ts"
import {
  clearAttempts,
  maxLoginAttempts,
  reserveAttempt,
  settleFailure,
  usernameKey,
} from "../auth/login-attempts.ts"
import { verifyPassword } from "../auth/password.ts"
import { orm } from "../services.ts"
import { userNotFound } from "../shell/user-store.ts"
import { users } from "../db/schema.ts"

const wrong = (attemptsRemaining: number) =>
  new BadRequest({
    message: passwordChangeMessages.currentWrong(attemptsRemaining),
    field: "currentPassword",
  })

/**
 * Checks a signed-in user's current password before a password change (issue 22). A wrong one is
 * counted exactly like a failed sign-in of that username (reserved before the check, so concurrent
 * guesses cannot outrun the lock; the last allowed failure locks the name for sign-in too), so a
 * stolen session cannot guess without bound. Fails with `BadRequest` on `currentPassword` (with the
 * attempts left) or `AccountLocked`.
 */
export const checkCurrentPassword = Effect.fn("checkCurrentPassword")(function* (
  userid: number,
  currentPassword: string,
) {
  if (currentPassword.length === 0)
    return yield* new BadRequest({
      message: passwordChangeMessages.currentRequired,
      field: "currentPassword",
    })
  const [user] = yield* orm((o) =>
    o
      .select({ username: users.username, password_hash: users.passwordHash })
      .from(users)
      .where(eq(users.userid, userid)),
  )
  if (!user) return yield* userNotFound(userid)
  const key = usernameKey(user.username)
  const { attempt, locked: isLocked } = yield* reserveAttempt(key)
  if (isLocked) return yield* locked
  const matches = yield* Effect.promise(() => verifyPassword(currentPassword, user.password_hash))
  if (!matches) {
    yield* settleFailure(key, attempt)
    return yield* attempt >= maxLoginAttempts ? locked : wrong(maxLoginAttempts - attempt)
  }
  yield* clearAttempts(key)
})

/** True when `password` is the user's current one (a change to the same password is refused). */
export const isCurrentPassword = Effect.fn("isCurrentPassword")(function* (userid: number, password: string) {
  const [user] = yield* orm((o) =>
    o.select({ password_hash: users.passwordHash }).from(users).where(eq(users.userid, userid)),
  )
  return user !== undefined && (yield* Effect.promise(() => verifyPassword(password, user.password_hash)))
})
