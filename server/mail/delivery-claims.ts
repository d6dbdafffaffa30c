import { sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"
import { type RowOf, runRows } from "../db/rows.ts"
import { outbox } from "../db/schema.ts"

/**
 * The delivery loop's statements on the outbox (`delivery.ts`): claim due messages under a lease,
 * then record each one's outcome. The loop itself decides when, how often and with what delay.
 */

/** How long a claimed message is leased to the process sending it (a crash mid-send retries after). */
const leaseSeconds = 300

/** A claimed message: the columns `claimDue` returns. */
const claimed = {
  id: outbox.id,
  recipient: outbox.toAddress,
  subject: outbox.subject,
  text_body: outbox.textBody,
  html_body: outbox.htmlBody,
  attempts: outbox.attempts,
  reply_to: outbox.replyTo,
}

export type ClaimedMessage = RowOf<typeof claimed>

/** Claims up to 10 due messages; `SKIP LOCKED` lets several server processes share one outbox. */
export const claimDue = (db: Db) =>
  runRows(
    db,
    claimed,
    sql`UPDATE outbox SET attempts = attempts + 1, next_attempt = now() + make_interval(secs => ${leaseSeconds})
        WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt <= now()
                     ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address AS recipient, subject, text_body, html_body, attempts, reply_to`,
  )

/** Delivered: the bodies and the reply address go (they hold tokens); the row stays as the record. */
export const markDelivered = (db: Db, id: number) =>
  db.run(
    sql`UPDATE outbox SET status = 'delivered', sent = now(), last_error = NULL,
          text_body = '', html_body = NULL, reply_to = NULL WHERE id = ${id}`,
  )

/** A failed attempt: `final` marks it failed for good, otherwise it is due again after `delayMs`. */
export const markFailed = (db: Db, id: number, reason: string, final: boolean, delayMs: number) =>
  db.run(
    sql`UPDATE outbox SET last_error = ${reason},
          status = CASE WHEN ${final}::boolean THEN 'failed' ELSE 'pending' END,
          next_attempt = now() + make_interval(secs => ${delayMs / 1000})
        WHERE id = ${id}`,
  )
