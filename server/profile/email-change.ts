import { sql } from "drizzle-orm"
import { Effect } from "effect"
import {
  EMAIL_CHANGE_TOKEN_MINUTES,
  EMAIL_CHANGES_PER_HOUR,
  emailChangeRequested,
  emailChangeTexts,
} from "../../core/domain/profile/email-change.ts"
import type { EmailChange } from "../../core/schema/profile.ts"
import { BadRequest, TooManyRequests } from "../../core/schema/errors.ts"
import type { User } from "../../core/schema/user.ts"
import { accountTokenKey, newAccountToken } from "../accounts/account-tokens.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { emailChangeCancelMail, emailChangeConfirmMail } from "../mail/account-mails.ts"
import { computed } from "../db/rows.ts"
import { emailChanges } from "../db/schema.ts"
import { inTransaction, Mail, query, queryRows } from "../services.ts"
import { lockUser } from "./email-change-lock.ts"

const validHours = EMAIL_CHANGE_TOKEN_MINUTES / 60

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
      const [recent] = yield* queryRows(
        { n: computed<number>() },
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
  const rows = yield* queryRows(
    {
      id: emailChanges.id,
      new_email: emailChanges.newEmail,
      created: emailChanges.created,
      expires: emailChanges.expires,
    },
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
