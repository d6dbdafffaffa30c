import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import { useDb } from "../services.ts"
import { ticketCompanyInScope } from "../tickets/ticket-store.ts"
import { callerScope } from "./access.ts"

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
