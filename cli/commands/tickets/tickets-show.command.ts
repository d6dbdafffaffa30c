import { waitFor } from "xstate"
import { liveTicketDetailMachine } from "../../../core/machines/ticket-detail/ticket-detail.actors.ts"
import { describeError } from "../../../core/runtime/errors.ts"
import { startActor } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { parseTicketId } from "./list-options.ts"
import { withSignedIn } from "./signed-in.ts"
import { renderTicketDetail, type TicketsShowResult } from "./ticket-detail.format.ts"

export interface TicketsShowOptions {
  readonly id: string
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
        filesError: c.filesError === null ? null : describeError(c.filesError).message,
      }
    } finally {
      detail.stop()
    }
  })
}

export const render = renderTicketDetail
