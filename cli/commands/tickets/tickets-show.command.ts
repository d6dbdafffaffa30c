import { waitFor } from "xstate"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { filesFailureText } from "../../runtime/failure-messages.ts"
import { parseTicketId } from "./list-options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { ticketCatalogueGroups } from "./ticket-catalogue.format.ts"
import { renderTicketDetail, type TicketsShowResult } from "./ticket-detail.format.ts"
import { throughRating } from "./ticket-rating.ts"
import { loadWatchers, watchersResult } from "./ticket-watchers.ts"

export interface TicketsShowOptions {
  readonly id: string
}

/**
 * Shows one ticket through the ticket page (its detail child): the ticket with its history, its
 * catalogue in the detail's groups, its files and its watchers.
 */
export const run = (options: TicketsShowOptions, deps: CliDeps): Promise<TicketsShowResult> => {
  const ticketId = parseTicketId(options.id)
  return withSignedIn(deps, async (session) => {
    const { failure } = session
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
      const watchers = await loadWatchers(page, ticketId, session)
      return {
        ticket,
        catalogue: ticketCatalogueGroups(ticket),
        activities: c.activities,
        files: c.files,
        filesError: filesFailureText(c.filesError),
        rating: (await throughRating(deps, ticketId, session)).rating,
        watchers: watchersResult(ticketId, watchers.items).watchers,
      }
    } finally {
      page.stop()
    }
  })
}

export const render = renderTicketDetail
