import { waitFor } from "xstate"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { parseTicketListUrl, toUrlParams } from "../../../core/domain/tickets/list-url.ts"
import type { Ticket } from "../../../core/schema/ticket.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { readPages, withoutPage } from "../shared/all-pages.ts"
import { listText } from "../shared/list-output.ts"
import type { ListOutputOptions } from "../shared/list-output.options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { type TicketListOptions, toTicketUrlParams } from "./list-options.ts"
import { TICKET_COLUMNS } from "./ticket.format.ts"
import { viewNamed, withViews } from "./views-session.ts"

export type TicketsListOptions = TicketListOptions &
  ListOutputOptions & {
    /** One of the user's saved views to start from; the other options narrow it. */
    readonly view?: string | undefined
  }

/** The URL parameters of the list: the saved view's query, then the options over it. */
const urlParamsOf = async (options: TicketsListOptions, deps: CliDeps) => {
  const own = toTicketUrlParams(options)
  if (options.view === undefined) return own
  const query = await withViews(deps, async (views) => viewNamed(views, options.view ?? "").query)
  return { ...Object.fromEntries(new URLSearchParams(query)), ...own }
}

export interface TicketsListResult {
  /** One-based, after the machine's clamping to the last page (with --all: 1, every page read). */
  readonly page: number
  readonly pageSize: number
  readonly pages: number
  readonly count: number
  readonly sort: string
  readonly direction: "asc" | "desc"
  /** The `/tickets` URL query of this view, to open the same page in the browser. */
  readonly url: Readonly<Record<string, string>>
  /** True with --all: `items` holds every page. */
  readonly all: boolean
  readonly items: ReadonlyArray<Ticket>
}

/** Lists tickets by sending the options to the ticket list machine as the `/tickets` URL would. */
export const run = async (options: TicketsListOptions, deps: CliDeps): Promise<TicketsListResult> => {
  const params = parseTicketListUrl(await urlParamsOf(options, deps))
  return withSignedIn(deps, async ({ failure }) => {
    // Started from the URL's parameters (not `list.urlChange` on a default list, where a page size
    // other than 25 counts as a change and resets the page to the first).
    const list = startMachine(deps, "ticketList", { params })
    try {
      list.send({ type: "list.load" })
      const { snapshot, items } = await readPages(options.all, {
        settle: () => waitFor(list, (s) => s.matches("none") || s.matches("error")),
        next: () => list.send({ type: "list.pageNext" }),
        view: (s) => (s.matches("error") ? null : { ...s.context, items: s.context.results ?? [] }),
        progress: (done, total) => deps.progress({ label: "Fetching tickets", done, total }),
      })
      const c = snapshot.context
      if (snapshot.matches("error")) throw failure("could not list tickets", c.error)
      const all = options.all === true
      return {
        page: all ? 1 : c.page + 1,
        pageSize: c.pageSize,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        sort: c.sort,
        direction: c.sortDirection,
        url: all ? withoutPage(toUrlParams(c)) : toUrlParams(c),
        all,
        items,
      }
    } finally {
      list.stop()
    }
  })
}

export const render = (result: TicketsListResult, options: TicketsListOptions = {}): string => {
  const query = listQueryString(result.url)
  const tickets = `${result.count} ${result.count === 1 ? "ticket" : "tickets"}`
  const footer =
    (result.all
      ? `All ${tickets} (${result.pages} page${result.pages === 1 ? "" : "s"} read)`
      : `Page ${result.page} of ${result.pages} · ${tickets}`) +
    ` · sorted by ${result.sort} ${result.direction}` +
    (query ? ` · /tickets?${query}` : "")
  return listText(options, TICKET_COLUMNS, result.items, { empty: "No tickets match.", footer })
}
