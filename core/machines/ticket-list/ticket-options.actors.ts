import { Effect } from "effect"
import { effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketOptionsMachine } from "./ticket-options.machine.ts"

/**
 * Live option actors: active agreements (GET /v1/agreements?active=true, columns agreementid,
 * agreementname, active) and ticket contact names (GET /v1/ticketcontacts).
 */
export const makeTicketOptionsActors = (runtime: PortalRuntime) => ({
  fetchAgreements: effectTask(
    runtime,
    withClient((client) =>
      client.shell.agreements({ query: { active: "true", s: "agreementid,agreementname,active" } }),
    ).pipe(Effect.map((answer) => answer.results)),
  ),
  fetchContacts: effectTask(
    runtime,
    withClient((client) => client.tickets.contacts()).pipe(Effect.map((answer) => answer.TicketContacts)),
  ),
})

/** The options machine wired to the runtime. */
export const liveTicketOptionsMachine = (runtime: PortalRuntime) =>
  ticketOptionsMachine.provide({ actors: makeTicketOptionsActors(runtime) })
