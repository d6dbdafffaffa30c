import type { NewTicket } from "../../schema/ticket.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { newTicketMachine } from "./new-ticket.machine.ts"

/** Live new-ticket actors: POST /v1/ticket with the validated, trimmed body. */
export const makeNewTicketActors = (runtime: PortalRuntime) => ({
  createTicket: effectActor(runtime, (payload: NewTicket) =>
    withClient((client) => client.tickets.create({ payload })),
  ),
})

/** The new-ticket machine wired to the runtime. Its `ticket.created` emit carries the new id. */
export const liveNewTicketMachine = (runtime: PortalRuntime) =>
  newTicketMachine.provide({ actors: makeNewTicketActors(runtime) })
