import type { NewTicket } from "../../schema/ticket.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { NEW_TICKET_FILE_PART, NEW_TICKET_PART } from "../../domain/tickets/new-ticket-files.ts"
import type { NewTicketWithFilesInput } from "./new-ticket.files.ts"
import { newTicketMachine } from "./new-ticket.machine.ts"

/** The multipart body of POST /v1/ticket/withfiles: the ticket as JSON first, then each file. */
const formOf = (input: NewTicketWithFilesInput): FormData => {
  const form = new FormData()
  form.append(NEW_TICKET_PART, JSON.stringify(input.ticket))
  for (const file of input.files) form.append(NEW_TICKET_FILE_PART, file.body, file.name)
  return form
}

/**
 * Live new-ticket actors: POST /v1/ticket with the validated, trimmed body, or POST
 * /v1/ticket/withfiles with the files in the same request.
 */
export const makeNewTicketActors = (runtime: PortalRuntime) => ({
  createTicket: effectActor(runtime, (payload: NewTicket) =>
    withClient((client) => client.tickets.create({ payload })),
  ),
  createTicketWithFiles: effectActor(runtime, (input: NewTicketWithFilesInput) =>
    withClient((client) => client.tickets.createWithFiles({ payload: formOf(input) })),
  ),
})

/** The new-ticket machine wired to the runtime. Its `ticket.created` emit carries the new id. */
export const liveNewTicketMachine = (runtime: PortalRuntime) =>
  newTicketMachine.provide({ actors: makeNewTicketActors(runtime) })
