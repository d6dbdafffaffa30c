import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { queryRows } from "../services.ts"
import type { OutgoingMail } from "./mail.types.ts"
import { notOneRecipient, singleRecipient } from "./recipient.ts"
import { computed } from "../db/rows.ts"
import { outbox } from "../db/schema.ts"

/**
 * The outbox: the one way the server sends mail. Call `enqueueMail` inside `inTransaction` with the
 * change that causes the message (a reset token, a new user, a change request): the row commits or
 * rolls back with it. The delivery loop (`delivery.ts`) sends it over SMTP when configured.
 *
 * ```ts
 * yield* inTransaction(Effect.gen(function* () {
 *   yield* query(sql`INSERT INTO ...`)
 *   yield* enqueueMail(passwordResetMail(mail.brand, mail.links, to, token, 60)) // account-mails.ts
 * }))
 * mail.wake() // after the commit: delivery starts at once (the `Mail` service of services.ts)
 * ```
 *
 * A message from your own template needs only an `OutgoingMail` (mail.types.ts): kind, to, subject,
 * text and html (escape what you interpolate), and the path of its link, if any.
 */

/**
 * Writes one message to the outbox; returns its id. Runs on the surrounding transaction, if any. A
 * recipient that does not name exactly one mailbox (an address stored before the one-mailbox rule)
 * is written as failed, with the reason, and never sent; the change that caused it still commits.
 */
export const enqueueMail = Effect.fn("enqueueMail")(function* (mail: OutgoingMail) {
  const refused = singleRecipient(mail.to) === undefined
  const [row] = yield* queryRows(
    { id: outbox.id },
    sql`INSERT INTO outbox (template, to_address, subject, text_body, html_body, link, status, last_error, reply_to)
        VALUES (${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html === "" ? null : mail.html}, ${mail.link ?? null},
                ${refused ? "failed" : "pending"}, ${refused ? notOneRecipient : null}, ${mail.replyTo ?? null})
        RETURNING id`,
  )
  return row!.id
})

/** Messages of one kind sent to an address since `minutes` ago (to bound mail a caller can trigger). */
export const recentMailCount = Effect.fn("recentMailCount")(function* (
  kind: string,
  to: string,
  minutes: number,
) {
  const [row] = yield* queryRows(
    { n: computed<number>() },
    sql`SELECT count(*)::int AS n FROM outbox
        WHERE lower(to_address) = lower(${to}) AND template = ${kind}
          AND created > now() - make_interval(mins => ${minutes})`,
  )
  return row?.n ?? 0
})

/** One row of the demo outbox listing. */
export interface OutboxEntry {
  readonly id: number
  readonly kind: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly link: string | null
  readonly status: "pending" | "delivered" | "failed"
  readonly attempts: number
  readonly created: string
}

/** The latest messages, newest first (demo mode only: bodies hold single-use links). */
export const latestMail = Effect.fn("latestMail")(function* (limit: number) {
  const entries: ReadonlyArray<OutboxEntry> = yield* queryRows(
    {
      id: outbox.id,
      kind: computed<string>(),
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      link: outbox.link,
      status: outbox.status,
      attempts: outbox.attempts,
      created: computed<string>(),
    },
    sql`SELECT id, coalesce(template, '') AS kind, to_address AS "to", subject, text_body AS text, link, status, attempts,
               to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created
        FROM outbox ORDER BY id DESC LIMIT ${limit}`,
  )
  return entries
})
