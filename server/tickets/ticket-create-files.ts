import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { CompanyScope } from "../auth/scope.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { inTransaction, query } from "../services.ts"
import { countUploads, storeAttachment } from "./attachment-store.ts"
import type { NewTicketParts } from "./new-ticket-parts.ts"
import { createTicket } from "./ticket-create.ts"

export interface CreateWithFiles {
  readonly scope: CompanyScope
  readonly userid: number
  readonly parts: NewTicketParts
  /** The company's attachment allowance (PORTAL_ATTACHMENT_QUOTA_MB). */
  readonly quotaBytes: number
}

/**
 * A new ticket with its files (issue 28), in one transaction: the files counted against the
 * uploader's hourly allowance (each file; 429 past it), the ticket and its history entry, each
 * file under the attachment rules (the company's quota, counted file by file with the files before
 * it, under the company's quota lock; its row with the bytes; "Attachment added"), and the
 * notification of the new ticket. A file that fails rolls all of it back: no ticket, no file rows,
 * no notification; the bytes live only in the rows, so nothing is left on disk either.
 */
export const createTicketWithFiles = (input: CreateWithFiles) =>
  inTransaction(
    Effect.gen(function* () {
      const { ticket, files } = input.parts
      yield* countUploads(input.userid, files.length)
      const ticketid = yield* createTicket(input.scope, input.userid, ticket)
      for (const file of files)
        yield* storeAttachment(
          { ticketid, name: file.name, bytes: file.bytes, userid: input.userid },
          input.quotaBytes,
        )
      // The files arrive with the ticket, whose notification is the news: no separate file notice.
      if (files.length > 0)
        yield* query(sql`UPDATE ticket_files SET notified = now() WHERE ticketid = ${ticketid}`)
      yield* notifyTicketEvent("TICKET_CREATED", ticketid, input.userid, ticket.problem)
      return ticketid
    }),
  )
