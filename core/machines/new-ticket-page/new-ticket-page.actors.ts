import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveNewTicketMachine } from "../new-ticket/new-ticket.actors.ts"
import { liveTicketOptionsMachine } from "../ticket-options/ticket-options.actors.ts"
import { newTicketPageMachine } from "./new-ticket-page.machine.ts"

/** The New Service Ticket page with its children wired to the runtime. Start it with `{ input: { defaults } }`. */
export const liveNewTicketPageMachine = (runtime: PortalRuntime) =>
  newTicketPageMachine.provide({
    actors: { newTicket: liveNewTicketMachine(runtime), ticketOptions: liveTicketOptionsMachine(runtime) },
  })
