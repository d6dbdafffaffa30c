import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { passwordRefusal } from "../../core/domain/validation/password.ts"
import { passwordChangeMessages } from "../../core/domain/validation/password-change.ts"
import type { ResetResult } from "../../core/schema/account.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { clearAttempts, usernameKey } from "../auth/login-attempts.ts"
import { hashPassword } from "../auth/password.ts"
import { endUserSessions } from "../auth/end-sessions.ts"
import { startSession } from "../auth/start-session.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { passwordChangedMail } from "../mail/account-mails.ts"
import { inTransaction, Mail, query } from "../services.ts"
import { liveToken, spendTokens } from "./account-tokens.ts"
import { isCurrentPassword } from "./current-password.ts"

const done = {
  reset: "Your password has been reset. Log in with your new password.",
  setup: "Your account is ready.",
  update: "Your password has been updated.",
} as const

/**
 * POST /v1/reset/:token: checks the password with the shared rule (400 naming the unmet rules) and,
 * for an update token, that it differs from the current one (400 on `password`), then
 * in one transaction sets it, spends the user's open tokens, ends every session, clears the sign-in
 * lock and mails a notice. A setup or update token then opens a new session (the user lands signed
 * in); a reset token does not (sign in with the new password). Returns the new session id, if any.
 */
export const resetPassword = Effect.fn("resetPassword")(function* (token: string, password: string) {
  const refusal = passwordRefusal(password)
  if (refusal !== undefined) return yield* new BadRequest({ message: refusal, field: "password" })
  // A signed-in change (update token, issued after the current password was checked) must change
  // the password; mailed reset and setup links are unchanged.
  const holder = yield* liveToken(token)
  if (holder.kind === "update" && (yield* isCurrentPassword(holder.userid, password)))
    return yield* new BadRequest({ message: passwordChangeMessages.sameAsCurrent, field: "password" })
  const mail = yield* Mail
  const hash = yield* Effect.promise(() => hashPassword(password))
  const owner = yield* inTransaction(
    Effect.gen(function* () {
      const owner = yield* liveToken(token, true)
      yield* query(
        sql`UPDATE users SET password_hash = ${hash}, password_expired = false WHERE userid = ${owner.userid}`,
      )
      yield* spendTokens(owner.userid)
      yield* endUserSessions(owner.userid)
      yield* clearAttempts(usernameKey(owner.username))
      if (owner.kind !== "setup" && owner.email !== "") {
        const to = {
          email: owner.email,
          name: `${owner.firstname} ${owner.lastname}`,
          username: owner.username,
        }
        yield* enqueueMail(passwordChangedMail(mail.brand, mail.links, to))
      }
      return owner
    }),
  )
  mail.wake()
  if (owner.kind === "reset") {
    return { status: "success", message: done.reset, session: null } satisfies ResetResult
  }
  const sessionID = yield* inTransaction(
    Effect.gen(function* () {
      yield* query(
        sql`UPDATE users SET login_count = login_count + 1, last_login = now(), latest_activity = now()
            WHERE userid = ${owner.userid}`,
      )
      return yield* startSession(owner.userid)
    }),
  )
  return {
    status: "success",
    message: done[owner.kind],
    session: {
      message: "Login successful",
      sessionID,
      userID: owner.userid,
      passwordExpired: false,
      isImpersonation: false,
    },
  } satisfies ResetResult
})
