import nodemailer from "nodemailer"
import type { Db } from "../db/client.ts"
import { type ClaimedMessage, claimDue, markDelivered, markFailed } from "./delivery-claims.ts"
import { notOneRecipient, singleRecipient } from "./recipient.ts"

/** Attempts before a message is marked failed; the delay doubles after each (30 s, 1 min, ... ~16 min). */
export const maxDeliveryAttempts = 6

export interface DeliveryOptions {
  readonly smtpUrl: string
  readonly from: string
  /** First retry delay in ms; doubles per attempt. */
  readonly retryMs: number
  /** How often due messages are looked for when nobody wakes the loop (default 5 s). */
  readonly pollMs?: number
  readonly log?: (line: string) => void
}

export interface MailDelivery {
  /** Look for due messages now (called after a transaction that enqueued mail commits). */
  readonly wake: () => void
  /** Sends what is due now; resolves with the number of messages attempted. */
  readonly deliverDue: () => Promise<number>
  readonly close: () => Promise<void>
}

/** An SMTP answer of 5xx is permanent (unknown mailbox, refused): retrying will not help. */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === "number" && code >= 500 && code < 600
}

/** One line about a failure: the SMTP answer or the error's message, never the message or credentials. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 300)

/**
 * Delivers the outbox over SMTP with nodemailer: due messages are claimed in batches, each sent once
 * per attempt; a transient failure is retried after `retryMs * 2^(attempt-1)`, a permanent one (5xx)
 * or the last attempt marks it failed. Logs name the message id and the reason only.
 */
export const startMailDelivery = (db: Db, options: DeliveryOptions): MailDelivery => {
  const transport = nodemailer.createTransport(options.smtpUrl)
  const log = options.log ?? ((line: string) => console.warn(line))
  let running: Promise<number> | undefined
  let again = false
  let closed = false
  let timer: NodeJS.Timeout | undefined
  const pollMs = options.pollMs ?? 5000

  const sendOne = async (m: ClaimedMessage) => {
    const to = singleRecipient(m.recipient)
    if (to === undefined) {
      // One stored value must never fan out to several mailboxes: refused for good, never sent.
      await markFailed(db, m.id, notOneRecipient, true, 0)
      log(`Mail #${m.id}: ${notOneRecipient}; marked failed`)
      return
    }
    try {
      await transport.sendMail({
        from: options.from,
        to,
        subject: m.subject,
        text: m.text_body,
        ...(m.html_body ? { html: m.html_body } : {}),
        ...(m.reply_to ? { replyTo: m.reply_to } : {}),
      })
      await markDelivered(db, m.id)
    } catch (error) {
      const final = isPermanent(error) || m.attempts >= maxDeliveryAttempts
      const delay = options.retryMs * 2 ** (m.attempts - 1)
      const reason = reasonOf(error)
      await markFailed(db, m.id, reason, final, delay)
      // A retry due before the next poll gets its own wake-up.
      if (!final && delay < pollMs) setTimeout(() => void deliverDue(), delay + 20).unref()
      log(
        `Mail #${m.id}: attempt ${m.attempts} failed (${reason}); ${final ? "marked failed" : `retry in ${Math.round(delay / 1000)} s`}`,
      )
    }
  }

  const drain = async (): Promise<number> => {
    let sent = 0
    for (;;) {
      const batch = await claimDue(db)
      for (const m of batch) await sendOne(m)
      sent += batch.length
      if (batch.length === 0 || closed) return sent
    }
  }

  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = drain()
      .catch((error: unknown) => {
        log(`Mail delivery paused: ${reasonOf(error)}`)
        return 0
      })
      .finally(() => {
        running = undefined
        if (again && !closed) {
          again = false
          void deliverDue()
        }
      })
    return running
  }

  const schedule = () => {
    if (closed) return
    timer = setTimeout(() => {
      void deliverDue().finally(schedule)
    }, pollMs)
    timer.unref()
  }
  schedule()

  return {
    wake: () => {
      if (!closed) void deliverDue()
    },
    deliverDue,
    close: async () => {
      closed = true
      if (timer) clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
