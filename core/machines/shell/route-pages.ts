import type { EventObject } from "xstate"
import { queryRecord } from "../../domain/lists/query-string.ts"
import { parseTicketListUrl } from "../../domain/tickets/list-url.ts"
import type { ShellPageInputs, ShellPageOpen } from "./shell.types.ts"

/** The Service Tickets page's input from the URL's query: the whole view is in the URL. */
export const ticketListPageInput = (search: string): ShellPageInputs["ticketListPage"] => ({
  params: parseTicketListUrl(queryRecord(search)),
})

/**
 * The page machine a route's screen opens from its URL alone, by route name: its screen opens it
 * with the same input, and a first load starts it early (`head-start-page.ts`), so its first
 * requests go out while the screen's code still loads (issue 25). Routes whose page needs more
 * than the URL (the signed-in user's role, a record's id checked by the screen) are not here.
 */
const ROUTE_PAGES: Readonly<Record<string, (search: string) => RoutePageStart>> = {
  tickets: (search) => ({
    open: { type: "shell.pageOpen", page: "ticketListPage", input: ticketListPageInput(search) },
    // What the screen's URL binding (`ui/lib/use-list-url.ts`) sends first: it starts the list's load.
    events: [{ type: "list.urlChange", params: queryRecord(search) }],
  }),
}

/** How a screen starts its page: the shell event that opens it, then the page's first events. */
export interface RoutePageStart {
  readonly open: ShellPageOpen
  readonly events: ReadonlyArray<EventObject>
}

/** The page route `name` opens first for the query `search`, if it opens one from the URL alone. */
export const routePageStart = (name: string, search: string): RoutePageStart | null =>
  ROUTE_PAGES[name]?.(search) ?? null
