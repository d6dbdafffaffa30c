import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketCustomerCloseMachine } from "./ticket-customer-close.machine.ts"
import type { CustomerCloseInput, ReopenInput } from "./ticket-customer-close.types.ts"

/** Live actors: POST /v1/ticket/:ticketid/customerclose and /reopen. */
export const makeTicketCustomerCloseActors = (runtime: PortalRuntime) => ({
  customerClose: effectActor(runtime, ({ ticketid, payload }: CustomerCloseInput) =>
    withClient((client) => client.tickets.customerClose({ params: { ticketid }, payload })),
  ),
  reopenTicket: effectActor(runtime, ({ ticketid, payload }: ReopenInput) =>
    withClient((client) => client.tickets.reopen({ params: { ticketid }, payload })),
  ),
})

/** The customer close/reopen machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketCustomerCloseMachine = (runtime: PortalRuntime) =>
  ticketCustomerCloseMachine.provide({ actors: makeTicketCustomerCloseActors(runtime) })
