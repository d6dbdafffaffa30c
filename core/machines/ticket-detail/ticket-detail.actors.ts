import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type TicketIdInput, ticketDetailMachine } from "./ticket-detail.machine.ts"

/** Live ticket detail actors: GET /v1/ticket/:ticketid and GET /v1/viewall/ticket/:ticketid. */
export const makeTicketDetailActors = (runtime: PortalRuntime) => ({
  fetchTicket: effectActor(runtime, (input: TicketIdInput) =>
    withClient((client) => client.tickets.ticket({ params: { ticketid: input.ticketId } })),
  ),
  fetchFiles: effectActor(runtime, (input: TicketIdInput) =>
    withClient((client) => client.tickets.files({ params: { ticketid: input.ticketId } })),
  ),
})

/** The ticket detail machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketDetailMachine = (runtime: PortalRuntime) =>
  ticketDetailMachine.provide({ actors: makeTicketDetailActors(runtime) })
