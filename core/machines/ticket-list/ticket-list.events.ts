import type { TicketListFilters, TicketListParams } from "../../domain/tickets/list-url.ts"
import type { UrlParams } from "../../domain/lists/url-codec.ts"
import { parseTicketListUrl } from "../../domain/tickets/list-url.ts"
import type { TicketSortField } from "../../domain/tickets/sort.ts"
import type { TicketStatusFilter } from "../../domain/tickets/status.ts"
import {
  isPagingEvent,
  type ListRequestEvent,
  nextPagedParams,
  type PagingEvent,
} from "../shared/paged-list.ts"

/** Events of the ticket list; pages in events are zero-based. */
export type TicketListEvent =
  | { readonly type: "list.urlChange"; readonly params: UrlParams }
  | ListRequestEvent
  | PagingEvent<TicketSortField>
  | { readonly type: "list.statusChange"; readonly status: TicketStatusFilter }
  | { readonly type: "list.filterChange"; readonly filters: Partial<TicketListFilters> }

/** Announced when the agreements filter changes (and at start): the page asks for their locations. */
export type TicketListEmitted = {
  readonly type: "list.agreementsChanged"
  readonly agreementids: ReadonlyArray<number>
}

/** Same ids in the same order. */
export const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i])

/** What paging needs besides the list parameters. */
export interface PagingState extends TicketListParams {
  readonly count: number
}

/** Just the list parameters of a list state (what an export of the same view takes). */
export const paramsOf = (s: TicketListParams): TicketListParams => ({
  page: s.page,
  pageSize: s.pageSize,
  sort: s.sort,
  sortDirection: s.sortDirection,
  status: s.status,
  search: s.search,
  filters: s.filters,
})

/**
 * The list parameters after an event (pure; the machine assigns the result). Sort, status, search,
 * filter and page size changes go back to the first page; paging stays within the known count.
 */
export const nextTicketListParams = (state: PagingState, event: TicketListEvent): TicketListParams => {
  const params = paramsOf(state)
  if (isPagingEvent<TicketSortField>(event)) return nextPagedParams(params, state.count, event)
  switch (event.type) {
    case "list.urlChange":
      return parseTicketListUrl(event.params, params)
    case "list.statusChange":
      return { ...params, status: event.status, page: 0 }
    case "list.filterChange":
      return { ...params, filters: { ...params.filters, ...event.filters }, page: 0 }
    default:
      return params
  }
}
