import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { parseTicketListQuery } from "../../core/domain/tickets/list-query-parse.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import { useDb } from "../services.ts"
import { addActivity } from "../tickets/ticket-activity.ts"
import { findTicket, listTickets, ticketCompanyInScope, ticketContacts } from "../tickets/ticket-store.ts"
import { callerScope } from "./access.ts"

/** A list-encoding query checked by the shared parser; a bad parameter is a 400 naming it. */
export const parsedListQuery = (query: Readonly<Record<string, string | undefined>>) => {
  const parsed = parseTicketListQuery(query)
  return parsed.ok
    ? Effect.succeed(parsed.value)
    : Effect.fail(new BadRequest({ message: parsed.message, field: parsed.field }))
}

/** 404 for a ticket that is missing or outside the caller's scope (ids of others stay hidden). */
export const ticketNotFound = (ticketid: number) =>
  new NotFound({ message: `Ticket ${ticketid} was not found` })

/** Fails with 404 unless the caller may see the ticket. */
export const requireTicket = (ticketid: number) =>
  Effect.gen(function* () {
    const scope = yield* callerScope
    const companyid = yield* useDb((db) => ticketCompanyInScope(db, scope, ticketid))
    if (companyid === undefined) return yield* ticketNotFound(ticketid)
    return companyid
  })

const notYet = (name: string) => Effect.die(new Error(`${name} is not implemented yet`))

export const TicketsHandlers = HttpApiBuilder.group(PortalApi, "tickets", (handlers) =>
  handlers
    .handle("list", ({ query }) =>
      Effect.gen(function* () {
        const q = yield* parsedListQuery(query)
        const scope = yield* callerScope
        return yield* useDb((db) => listTickets(db, scope, q))
      }),
    )
    .handle("ticket", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const item = yield* useDb((db) => findTicket(db, scope, params.ticketid))
        if (item === undefined) return yield* ticketNotFound(params.ticketid)
        return { status: "success", item }
      }),
    )
    .handle("contacts", () =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { TicketContacts: yield* useDb((db) => ticketContacts(db, scope)) }
      }),
    )
    .handle("comment", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* requireTicket(payload.ticketid)
        const item = yield* useDb((db) =>
          addActivity(db, {
            ticketid: payload.ticketid,
            activityid: payload.activityid,
            description: payload.comment.trim(),
            userid: caller.userID,
          }),
        )
        return { status: "success", item }
      }),
    )
    .handle("create", () => notYet("create"))
    .handle("files", () => notYet("files"))
    .handle("upload", () => notYet("upload"))
    .handle("attachmentNotification", () => notYet("attachmentNotification"))
    .handle("download", () => notYet("download"))
    .handle("export", () => notYet("export"))
    .handle("exportFile", () => notYet("exportFile")),
)

export const DocumentsHandlers = HttpApiBuilder.group(PortalApi, "documents", (handlers) =>
  handlers.handle("document", () => notYet("document")),
)
