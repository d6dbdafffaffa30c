import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type CloseInput, ticketCloseMachine } from "./ticket-close.machine.ts"

/** Live close actors: POST /v1/ticket/:ticketid/close. */
export const makeTicketCloseActors = (runtime: PortalRuntime) => ({
  closeTicket: effectActor(runtime, ({ ticketid, payload }: CloseInput) =>
    withClient((client) => client.tickets.close({ params: { ticketid }, payload })),
  ),
})

/** The close machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketCloseMachine = (runtime: PortalRuntime) =>
  ticketCloseMachine.provide({ actors: makeTicketCloseActors(runtime) })
