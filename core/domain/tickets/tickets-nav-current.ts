import { canonicalViewQuery, MY_TICKETS_QUERY } from "./saved-views.ts"

/**
 * A link of the menu's Service Tickets group: the whole list, Open, Closed, My tickets, or a saved
 * view (by id).
 */
export type TicketsNavLink = "tickets" | "open" | "closed" | "mine" | `view-${number}`

/**
 * Which one of the Service Tickets links is the page shown (`aria-current="page"`), so a view's
 * link is never marked beside its parent's: a saved view or My tickets when the list's query (page
 * aside) is theirs, else Open or Closed by the status, else the whole list when no status is
 * chosen; none off the list. A saved view wins over the built-in links it equals, as the list
 * shows its name.
 */
export const currentTicketsLink = (
  path: string,
  search: string,
  views: ReadonlyArray<{ readonly viewid: number; readonly query: string }>,
): TicketsNavLink | null => {
  if (path !== "/tickets") return null
  const query = canonicalViewQuery(search)
  const view = views.find((v) => v.query === query)
  if (view) return `view-${view.viewid}`
  if (query === MY_TICKETS_QUERY) return "mine"
  const status = new URLSearchParams(search.replace(/^\?/, "")).get("status")
  if (status === "open" || status === "closed") return status
  return status ? null : "tickets"
}
