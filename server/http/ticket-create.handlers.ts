import { Effect, type Stream } from "effect"
import type { Multipart } from "effect/http"
import { CurrentCaller } from "../../core/api/middleware.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { AppConfig, inTransaction, Mail } from "../services.ts"
import { readNewTicketParts } from "../tickets/new-ticket-parts.ts"
import { createTicket } from "../tickets/ticket-create.ts"
import { createTicketWithFiles } from "../tickets/ticket-create-files.ts"
import { requireFeature } from "../users/permissions-store.ts"
import { callerScope } from "./access.ts"
import { withRetryAfter } from "./too-many-requests.ts"

/** POST /v1/ticket: the ticket and its notifications commit together. */
export const createNewTicket = (payload: NewTicket) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    yield* requireFeature(caller, "createTickets")
    const scope = yield* callerScope
    const mail = yield* Mail
    const ticketid = yield* inTransaction(
      Effect.gen(function* () {
        const id = yield* createTicket(scope, caller.userID, payload)
        yield* notifyTicketEvent("TICKET_CREATED", id, caller.userID, payload.problem)
        return id
      }),
    )
    mail.wake()
    return { status: "success", ticketid }
  })

/**
 * POST /v1/ticket/withfiles: the permission first, then the parts read and checked (nothing is
 * written while a file may still fail), then the ticket with its files in one transaction.
 */
export const createNewTicketWithFiles = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    yield* requireFeature(caller, "createTickets")
    const scope = yield* callerScope
    const config = yield* AppConfig
    const mail = yield* Mail
    const read = yield* readNewTicketParts(parts, config.refusedExtensions)
    const ticketid = yield* withRetryAfter(
      createTicketWithFiles({
        scope,
        userid: caller.userID,
        parts: read,
        quotaBytes: config.attachmentQuotaBytes,
      }),
    )
    mail.wake()
    return { status: "success", ticketid }
  })
