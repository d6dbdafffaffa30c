import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type FetchPageInput, ticketListMachine } from "./ticket-list.machine.ts"

/**
 * Live ticket list actors: `fetchPage` is GET /v1/ticketdetails with the typed query the machine
 * built; the contract's `TicketListQuery` writes it in the spec's list encoding.
 */
export const makeTicketListActors = (runtime: PortalRuntime) => ({
  fetchPage: effectActor(runtime, (input: FetchPageInput) =>
    withClient((client) => client.tickets.list({ query: input.query })),
  ),
})

/** The ticket list machine wired to the runtime. Start it with `{ input: { params } }` or send `list.urlChange`. */
export const liveTicketListMachine = (runtime: PortalRuntime) =>
  ticketListMachine.provide({ actors: makeTicketListActors(runtime) })
