import { PAGE_SIZES } from "../constants.ts"
import type { DateRange } from "../dates/range.ts"
import type { SortDirection } from "../lists/sort.ts"
import { listUrlCodec } from "../lists/url-codec.ts"
import { dateRangeField, flagField, idsField, oneOfField, textsField } from "../lists/url-fields.ts"
import { DEFAULT_TICKET_SORT, TICKET_SORT_FIELDS, type TicketSortField } from "./sort.ts"
import { TICKET_STATUS_FILTERS, type TicketStatusFilter } from "./status.ts"

export const DEFAULT_TICKET_PAGE_SIZE = PAGE_SIZES.tickets

/** Filters of the ticket list as the URL names them. */
export interface TicketListFilters {
  readonly agreements: ReadonlyArray<number>
  readonly locations: ReadonlyArray<number>
  /** Serial numbers. */
  readonly equipment: ReadonlyArray<string>
  readonly contactname: ReadonlyArray<string>
  readonly calldate: DateRange | null
  readonly completeddate: DateRange | null
  /** "My tickets": raised by the signed-in user or naming them as contact (`isMyTicket`). */
  readonly mine: boolean
}

/** Everything the URL holds about the ticket list; `page` is zero-based. */
export interface TicketListParams {
  readonly page: number
  readonly pageSize: number
  readonly sort: TicketSortField
  readonly sortDirection: SortDirection
  readonly status: TicketStatusFilter
  /** As typed; trimmed when sent or written to the URL. */
  readonly search: string
  readonly filters: TicketListFilters
}

/**
 * The `/tickets` URL (spec section 4): page size 25, ticketid descending (a known field without a
 * direction is descending), status all, filters by agreement, location, serial number, contact and
 * the call and completion dates, and `mine=1` for "My tickets" (issue 28).
 */
export const TICKET_LIST_URL = listUrlCodec({
  pageSize: DEFAULT_TICKET_PAGE_SIZE,
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: DEFAULT_TICKET_SORT,
  directionFallback: "desc",
  head: { status: oneOfField("status", TICKET_STATUS_FILTERS, "all") },
  filters: {
    agreements: idsField("agreements"),
    locations: idsField("locations"),
    equipment: textsField("equipment"),
    contactname: textsField("contactname"),
    calldate: dateRangeField("calldate"),
    completeddate: dateRangeField("completeddate"),
    mine: flagField("mine"),
  },
})

export const DEFAULT_TICKET_LIST_PARAMS: TicketListParams = TICKET_LIST_URL.defaults

export const EMPTY_TICKET_FILTERS: TicketListFilters = DEFAULT_TICKET_LIST_PARAMS.filters

/**
 * URL to list state with every fallback of spec section 4. With `previous`, a page size change resets
 * the page to the first, and a search equal to the previous one once trimmed keeps the previous text.
 */
export const parseTicketListUrl: (
  params: Parameters<typeof TICKET_LIST_URL.parse>[0],
  previous?: TicketListParams,
) => TicketListParams = TICKET_LIST_URL.parse

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const toUrlParams: (state: TicketListParams) => Record<string, string> = TICKET_LIST_URL.params
