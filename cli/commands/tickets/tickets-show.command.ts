import { waitFor } from "xstate"
import type { TicketFile } from "../../../core/schema/document.ts"
import type { TicketActivity, TicketDetail } from "../../../core/schema/ticket.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { filesFailureText } from "../../runtime/failure-messages.ts"
import { parseTicketId } from "./list-options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
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

/** Shows one ticket through the ticket page (its detail child): the ticket with its history, and its files. */
export const run = (options: TicketsShowOptions, deps: CliDeps): Promise<TicketsShowResult> => {
  const ticketId = parseTicketId(options.id)
  return withSignedIn(deps, async ({ failure }) => {
    const page = startMachine(deps, "ticketPage", { ticketId })
    try {
      const detail = page.getSnapshot().children.detail!
      const done = await waitFor(
        detail,
        (s) => s.matches("none") || s.matches("error") || s.matches("notFound"),
      )
      const c = done.context
      if (!done.matches("none") || c.ticket === null)
        throw failure(`could not load ticket #${ticketId}`, c.error)
      const { activities: _, ...ticket } = c.ticket
      return {
        ticket,
        activities: c.activities,
        files: c.files,
        filesError: filesFailureText(c.filesError),
      }
    } finally {
      page.stop()
    }
  })
}

export const render = renderTicketDetail
