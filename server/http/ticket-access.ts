import { Effect } from "effect"
import { ticketCompanyInScope } from "../tickets/ticket-store.ts"
import { callerScope } from "./access.ts"

/** Fails with 404 unless the caller may see the ticket; gives the ticket's company. */
export const requireTicket = (ticketid: number) =>
  Effect.flatMap(callerScope, (scope) => ticketCompanyInScope(scope, ticketid))
