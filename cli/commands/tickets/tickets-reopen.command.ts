import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { throughCustomerClose } from "./ticket-customer-close.ts"
import { parseTicketId } from "./list-options.ts"

export interface TicketsReopenOptions {
  readonly id: string
  readonly comment?: string | undefined
}

export interface TicketsReopenResult {
  readonly ticketid: number
  readonly ticketstatus: string
  readonly latestactivitydescription: string | null
}

/**
 * `portal tickets reopen <id> --comment <text>`: the ticket's contact, creator or company admin
 * reopens a ticket closed within the reopen period (README: PORTAL_REOPEN_DAYS). The server's 403
 * or 409 (not closed, period over) exits 1 with its reason.
 */
export const run = (options: TicketsReopenOptions, deps: CliDeps): Promise<TicketsReopenResult> => {
  const ticketid = parseTicketId(options.id)
  if (options.comment === undefined)
    throw usageError("give --comment <text>: why the ticket needs work again")
  const comment = options.comment
  return withSignedIn(deps, async (s) => {
    const page = startMachine(deps, "ticketPage", { ticketId: ticketid })
    try {
      const t = await throughCustomerClose(page, ticketid, { comment }, s)
      return {
        ticketid: t.ticketid,
        ticketstatus: t.ticketstatus,
        latestactivitydescription: t.latestactivitydescription ?? null,
      }
    } finally {
      page.stop()
    }
  })
}

export const render = (result: TicketsReopenResult): string =>
  `Reopened Service Ticket #${result.ticketid} (status ${result.ticketstatus}).`
