import { sql } from "drizzle-orm"
import { Effect } from "effect"
import {
  ACCOUNT_TOKEN_MINUTES,
  RESET_MAILS_PER_HOUR,
  recoveryMessages,
} from "../../core/domain/account-tokens.ts"
import { usernameKey } from "../auth/login-attempts.ts"
import { enqueueMail, recentMailCount } from "../mail/outbox.ts"
import { forgotUsernameMail, passwordResetMail } from "../mail/account-mails.ts"
import { inTransaction, Mail, queryRows } from "../services.ts"
import { issueToken, recentResetTokens } from "./account-tokens.ts"
import { pick } from "../db/pick.ts"
import type { RowOf } from "../db/rows.ts"
import { users } from "../db/schema.ts"

const recipientColumns = pick(users, ["userid", "username", "email", "firstname", "lastname"])
type Recipient = RowOf<typeof recipientColumns>

const nameOf = (r: Recipient) => `${r.firstname} ${r.lastname}`.trim() || r.username

/**
 * Recovery calls answer no sooner than this after they arrive: writing a token and a mail takes a
 * few milliseconds that an unknown name does not, and the floor hides that difference (measured by
 * tests/bench/forgot-timing.ts).
 */
export const recoveryAnswerFloorMs = 250

/** Runs `effect`, then waits until `recoveryAnswerFloorMs` have passed since it started. */
const withFloor = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = Date.now()
    const result = yield* effect
    const left = recoveryAnswerFloorMs - (Date.now() - started)
    if (left > 0) yield* Effect.sleep(left)
    return result
  })

/** Username-mail per address and hour; more are silently not sent. */
const usernameMailsPerHour = 5

/**
 * POST /v1/forgot: mails a reset link (token and mail in one transaction) when an active account has
 * that username, at most `RESET_MAILS_PER_HOUR` an hour. The answer is the same in every case.
 */
export const forgotPassword = Effect.fn("forgotPassword")(function* (username: string) {
  const mail = yield* Mail
  const sent = yield* withFloor(
    inTransaction(
      Effect.gen(function* () {
        // The account's row stays locked until the mail is queued: concurrent requests, on any
        // process, take turns, so the hourly count sees every token before it.
        const [user] = yield* queryRows(
          recipientColumns,
          sql`SELECT userid, username, email, firstname, lastname FROM users
            WHERE lower(username) = ${usernameKey(username)} AND useractive AND email <> '' LIMIT 1
            FOR UPDATE`,
        )
        if (!user || (yield* recentResetTokens(user.userid)) >= RESET_MAILS_PER_HOUR) return false
        const token = yield* issueToken(user.userid, "reset")
        const to = { email: user.email, name: nameOf(user), username: user.username }
        yield* enqueueMail(passwordResetMail(mail.brand, mail.links, to, token, ACCOUNT_TOKEN_MINUTES.reset))
        return true
      }),
    ),
  )
  if (sent) mail.wake()
  return { status: "success", message: recoveryMessages.password }
})

/** POST /v1/forgot/username: mails the usernames of the active accounts with that address. */
export const forgotUsername = Effect.fn("forgotUsername")(function* (email: string) {
  const mail = yield* Mail
  const address = email.trim()
  const sent = yield* withFloor(
    inTransaction(
      Effect.gen(function* () {
        const found = yield* queryRows(
          pick(users, ["username", "email"]),
          // Locked in one order, as for a reset: requests for one address take turns at the count.
          sql`SELECT username, email FROM users WHERE lower(email) = lower(${address}) AND useractive
            ORDER BY username LIMIT 20 FOR UPDATE`,
        )
        if (found.length === 0) return false
        const to = found[0]!.email
        if ((yield* recentMailCount("forgot-username", to, 60)) >= usernameMailsPerHour) return false
        const usernames = found.map((u) => u.username)
        yield* enqueueMail(forgotUsernameMail(mail.brand, mail.links, to, usernames))
        return true
      }),
    ),
  )
  if (sent) mail.wake()
  return { status: "success", message: recoveryMessages.username }
})
