import { waitFor } from "xstate"
import { liveTicketDetailMachine } from "../../../core/machines/ticket-detail/ticket-detail.actors.ts"
import type { TicketFile } from "../../../core/schema/document.ts"
import type { TicketActivity, TicketDetail } from "../../../core/schema/ticket.ts"
import { startActor } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { filesFailureText } from "../../runtime/failure-messages.ts"
import { parseTicketId } from "./list-options.ts"
import { withSignedIn } from "./signed-in.ts"
import { renderTicketDetail } from "./ticket-detail.format.ts"

export interface TicketsShowOptions {
  readonly id: string
}

export interface TicketsShowResult {
  readonly ticket: Omit<TicketDetail, "activities">
  readonly activities: ReadonlyArray<TicketActivity>
  readonly files: ReadonlyArray<TicketFile>
  /** Why the file list could not be loaded; the ticket still shows. */
  readonly filesError: string | null
}

/** Shows one ticket through the ticket detail machine: the ticket with its history, and its files. */
export const run = (options: TicketsShowOptions, deps: CliDeps): Promise<TicketsShowResult> => {
  const ticketId = parseTicketId(options.id)
  return withSignedIn(deps, async ({ failure }) => {
    const detail = startActor(deps, "ticketDetail", liveTicketDetailMachine(deps.runtime), { ticketId })
    try {
      const done = await waitFor(detail, (s) => s.matches("none") || s.matches("error"))
      const c = done.context
      if (done.matches("error") || c.ticket === null)
        throw failure(`could not load ticket #${ticketId}`, c.error)
      const { activities: _, ...ticket } = c.ticket
      return {
        ticket,
        activities: c.activities,
        files: c.files,
        filesError: filesFailureText(c.filesError),
      }
    } finally {
      detail.stop()
    }
  })
}

export const render = renderTicketDetail
