import { sql } from "drizzle-orm"
import { Effect } from "effect"
import {
  EMAIL_CHANGE_TOKEN_MINUTES,
  EMAIL_CHANGES_PER_HOUR,
  emailChangeRequested,
  emailChangeTexts,
} from "../../core/domain/profile/email-change.ts"
import type { EmailChange, EmailChangeOutcome } from "../../core/schema/profile.ts"
import { BadRequest, NotFound, TooManyRequests } from "../../core/schema/errors.ts"
import type { User } from "../../core/schema/user.ts"
import { accountTokenKey, newAccountToken } from "../accounts/account-tokens.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { emailChangeCancelMail, emailChangeConfirmMail } from "../mail/account-mails.ts"
import { inTransaction, Mail, query } from "../services.ts"

const validHours = EMAIL_CHANGE_TOKEN_MINUTES / 60

/**
 * Locks the user's row until the transaction ends. Requests and confirmations of one user's email
 * change take this lock first, always in this order (user, then requests), so they queue instead of
 * colliding or deadlocking.
 */
const lockUser = (userid: number) => query(sql`SELECT 1 FROM users WHERE userid = ${userid} FOR UPDATE`)

/**
 * POST /v1/user/email/:id for a user the caller may act for (checked by the handler). In one
 * transaction: the user's earlier pending request is superseded, the new one is stored (token hashes
 * only), the confirm link is mailed to the new address and the cancel link to the current one.
 * The answer is the same whether or not another account uses the new address: that is checked when
 * the confirm link is opened, and only the holder of the new mailbox sees the outcome.
 */
export const requestEmailChange = Effect.fn("requestEmailChange")(function* (
  user: User,
  requestedBy: number,
  newEmailRaw: string,
) {
  const newEmail = newEmailRaw.trim()
  if (newEmail.toLowerCase() === user.email.toLowerCase())
    return yield* new BadRequest({ message: emailChangeTexts.sameAddress, field: "newEmail" })
  const mail = yield* Mail
  const confirm = newAccountToken()
  const cancel = newAccountToken()
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username
  yield* inTransaction(
    Effect.gen(function* () {
      // One request of a user at a time (issue 22): concurrent requests took turns at the pending
      // index and all but one failed with 500. Locked, each supersedes the one before it, and the
      // hourly count sees every earlier request.
      yield* lockUser(user.userid)
      const [recent] = yield* query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM email_changes
            WHERE userid = ${user.userid} AND created > now() - interval '1 hour'`,
      )
      if ((recent?.n ?? 0) >= EMAIL_CHANGES_PER_HOUR)
        return yield* new TooManyRequests({
          message: `At most ${EMAIL_CHANGES_PER_HOUR} email change requests an hour; please try again later.`,
          retryAfterSeconds: 3600,
        })
      yield* query(
        sql`UPDATE email_changes SET state = 'superseded', ended = now()
            WHERE userid = ${user.userid} AND state = 'pending'`,
      )
      yield* query(
        sql`INSERT INTO email_changes
              (userid, requested_by, old_email, new_email, confirm_hash, cancel_hash, expires)
            VALUES (${user.userid}, ${requestedBy}, ${user.email}, ${newEmail}, ${accountTokenKey(confirm)},
                    ${accountTokenKey(cancel)}, now() + make_interval(mins => ${EMAIL_CHANGE_TOKEN_MINUTES}))`,
      )
      const who = { name, username: user.username, newEmail }
      yield* enqueueMail(emailChangeConfirmMail(mail.brand, mail.links, who, confirm, validHours))
      if (user.email !== "")
        yield* enqueueMail(
          emailChangeCancelMail(mail.brand, mail.links, { ...who, email: user.email }, cancel, validHours),
        )
    }),
  )
  mail.wake()
  return { status: "success", message: emailChangeRequested(newEmail) }
})

/** GET /v1/user/:id/emailchangerequests: the pending (unused, unexpired) request, if any. */
export const pendingEmailChanges = Effect.fn("pendingEmailChanges")(function* (userid: number) {
  const rows = yield* query<{ id: number; new_email: string; created: Date; expires: Date }>(
    sql`SELECT id, new_email, created, expires FROM email_changes
        WHERE userid = ${userid} AND state = 'pending' AND expires > now()
        ORDER BY created DESC`,
  )
  const items: EmailChange[] = rows.map((r) => ({
    id: r.id,
    newEmail: r.new_email,
    created: new Date(r.created).toISOString(),
    expires: new Date(r.expires).toISOString(),
  }))
  return { status: "success", items, count: items.length }
})

interface LiveChange {
  readonly id: number
  readonly userid: number
  readonly old_email: string
  readonly new_email: string
}

const invalidLink = new NotFound({ message: emailChangeTexts.invalidLink })

/** The pending, unexpired request a token opens (locked until the transaction ends), or 404. */
const liveChange = (column: "confirm_hash" | "cancel_hash", token: string) =>
  Effect.flatMap(
    query<LiveChange>(
      sql`SELECT c.id, c.userid, c.old_email, c.new_email FROM email_changes c
          JOIN users u ON u.userid = c.userid
          WHERE ${sql.raw(`c.${column}`)} = ${accountTokenKey(token)} AND c.state = 'pending'
            AND c.expires > now() AND u.useractive
          FOR UPDATE OF c`,
    ),
    ([row]) => (row ? Effect.succeed(row) : Effect.fail(invalidLink)),
  )

const end = (id: number, state: "confirmed" | "cancelled") =>
  query(sql`UPDATE email_changes SET state = ${state}, ended = now() WHERE id = ${id}`)

/**
 * POST /v1/user/confirmemailchange/:token: sets the new address and spends the request (both links
 * stop working). When another account has meanwhile taken the address, the request is
 * spent without a change and the answer (seen by the new mailbox's holder only) says so.
 */
export const confirmEmailChange = Effect.fn("confirmEmailChange")(function* (token: string) {
  const outcome = yield* inTransaction(
    Effect.gen(function* () {
      const [owner] = yield* query<{ userid: number }>(
        sql`SELECT userid FROM email_changes WHERE confirm_hash = ${accountTokenKey(token)}`,
      )
      if (owner) yield* lockUser(owner.userid)
      const change = yield* liveChange("confirm_hash", token)
      // Any account counts, active or not, as for the unique index users_email_key (0027); a
      // confirmation racing another account's change to the address meets the index: 409.
      const [taken] = yield* query(
        sql`SELECT 1 FROM users WHERE lower(email) = lower(${change.new_email})
              AND userid <> ${change.userid} LIMIT 1`,
      )
      yield* end(change.id, taken ? "cancelled" : "confirmed")
      if (taken) return { taken: true as const, email: change.old_email }
      yield* query(sql`UPDATE users SET email = ${change.new_email} WHERE userid = ${change.userid}`)
      return { taken: false as const, email: change.new_email }
    }),
  )
  if (outcome.taken)
    return yield* new BadRequest({ message: emailChangeTexts.addressTaken, field: "newEmail" })
  return {
    status: "success",
    message: emailChangeTexts.confirmed,
    email: outcome.email,
  } satisfies EmailChangeOutcome
})

/** POST /v1/user/cancelemailchange/:token: spends the request; the address stays. */
export const cancelEmailChange = Effect.fn("cancelEmailChange")(function* (token: string) {
  const change = yield* inTransaction(
    Effect.gen(function* () {
      const change = yield* liveChange("cancel_hash", token)
      yield* end(change.id, "cancelled")
      return change
    }),
  )
  return {
    status: "success",
    message: emailChangeTexts.cancelled,
    email: change.old_email,
  } satisfies EmailChangeOutcome
})
