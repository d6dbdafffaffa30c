import { type DateRange, formatDateRange, parseDateRange } from "../dates/range.ts"
import { DEFAULT_TICKET_PAGE_SIZE, pageFromUrl, pageSizeFromUrl, pageToUrl } from "./paging.ts"
import { DEFAULT_TICKET_SORT, parseTicketSort, type SortDirection, type TicketSortField } from "./sort.ts"
import { parseTicketStatusFilter, type TicketStatusFilter } from "./status.ts"

/** Filters of the ticket list as the URL names them. */
export interface TicketListFilters {
  readonly agreements: ReadonlyArray<number>
  readonly locations: ReadonlyArray<number>
  /** Serial numbers. */
  readonly equipment: ReadonlyArray<string>
  readonly contactname: ReadonlyArray<string>
  readonly calldate: DateRange | null
  readonly completeddate: DateRange | null
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

export const EMPTY_TICKET_FILTERS: TicketListFilters = {
  agreements: [],
  locations: [],
  equipment: [],
  contactname: [],
  calldate: null,
  completeddate: null,
}

export const DEFAULT_TICKET_LIST_PARAMS: TicketListParams = {
  page: 0,
  pageSize: DEFAULT_TICKET_PAGE_SIZE,
  ...DEFAULT_TICKET_SORT,
  status: "all",
  search: "",
  filters: EMPTY_TICKET_FILTERS,
}

/** URL query as a router hands it over. */
export type UrlParams = Readonly<Record<string, string | null | undefined>>

/** Search terms are trimmed. */
export const trimSearch = (search: string | null | undefined): string => (search ?? "").trim()

/** A comma-separated list, parts trimmed and empty parts dropped (URL values, typed serial numbers). */
export const splitList = (value: string | null | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

const idList = (value: string | null | undefined): number[] =>
  splitList(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)

/**
 * URL to list state with every fallback of spec section 4. With `previous`, a page size change resets
 * the page to the first, and a search equal to the previous one once trimmed keeps the previous text.
 */
export const parseTicketListUrl = (params: UrlParams, previous?: TicketListParams): TicketListParams => {
  const pageSize = pageSizeFromUrl(params.pageSize)
  const pageSizeChanged = previous !== undefined && previous.pageSize !== pageSize
  const search = trimSearch(params.search)
  return {
    page: pageSizeChanged ? 0 : pageFromUrl(params.page),
    pageSize,
    ...parseTicketSort(params.sort, params.sortDirection),
    status: parseTicketStatusFilter(params.status),
    search: previous !== undefined && trimSearch(previous.search) === search ? previous.search : search,
    filters: {
      agreements: idList(params.agreements),
      locations: idList(params.locations),
      equipment: splitList(params.equipment),
      contactname: splitList(params.contactname),
      calldate: parseDateRange(params.calldate) ?? null,
      completeddate: parseDateRange(params.completeddate) ?? null,
    },
  }
}

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const toUrlParams = (state: TicketListParams): Record<string, string> => {
  const out: Record<string, string> = {}
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== "") out[key] = value
  }
  if (state.page > 0) set("page", pageToUrl(state.page))
  if (state.pageSize !== DEFAULT_TICKET_PAGE_SIZE) set("pageSize", String(state.pageSize))
  if (state.status !== "all") set("status", state.status)
  set("search", trimSearch(state.search))
  if (state.sort !== DEFAULT_TICKET_SORT.sort || state.sortDirection !== DEFAULT_TICKET_SORT.sortDirection) {
    set("sort", state.sort)
    set("sortDirection", state.sortDirection)
  }
  const f = state.filters
  set("agreements", f.agreements.join(","))
  set("locations", f.locations.join(","))
  set("equipment", f.equipment.join(","))
  set("contactname", f.contactname.join(","))
  set("calldate", formatDateRange(f.calldate))
  set("completeddate", formatDateRange(f.completeddate))
  return out
}
