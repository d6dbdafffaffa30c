import { waitFor } from "xstate"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { parseTicketListUrl, toUrlParams } from "../../../core/domain/tickets/list-url.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import type { Ticket } from "../../../core/schema/ticket.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { type TicketListOptions, toTicketUrlParams } from "./list-options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { ticketTable } from "./ticket.format.ts"

export interface TicketsListResult {
  /** One-based, after the machine's clamping to the last page. */
  readonly page: number
  readonly pageSize: number
  readonly pages: number
  readonly count: number
  readonly sort: string
  readonly direction: "asc" | "desc"
  /** The `/tickets` URL query of this view, to open the same page in the browser. */
  readonly url: Readonly<Record<string, string>>
  readonly items: ReadonlyArray<Ticket>
}

/** Lists tickets by sending the options to the ticket list machine as the `/tickets` URL would. */
export const run = (options: TicketListOptions, deps: CliDeps): Promise<TicketsListResult> => {
  const params = parseTicketListUrl(toTicketUrlParams(options))
  return withSignedIn(deps, async ({ failure }) => {
    // Started from the URL's parameters (not `list.urlChange` on a default list, where a page size
    // other than 25 counts as a change and resets the page to the first).
    const list = startMachine(deps, "ticketList", { params })
    try {
      list.send({ type: "list.load" })
      const done = await waitFor(list, (s) => s.matches("none") || s.matches("error"))
      const c = done.context
      if (done.matches("error")) throw failure("could not list tickets", c.error)
      return {
        page: c.page + 1,
        pageSize: c.pageSize,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        sort: c.sort,
        direction: c.sortDirection,
        url: toUrlParams(c),
        items: c.results ?? [],
      }
    } finally {
      list.stop()
    }
  })
}

export const render = (result: TicketsListResult): string => {
  const query = listQueryString(result.url)
  const footer =
    `Page ${result.page} of ${result.pages} · ${result.count} ${result.count === 1 ? "ticket" : "tickets"}` +
    ` · sorted by ${result.sort} ${result.direction}` +
    (query ? ` · /tickets?${query}` : "")
  if (result.items.length === 0) return `No tickets match.\n${footer}`
  return `${ticketTable(result.items)}\n\n${footer}`
}
