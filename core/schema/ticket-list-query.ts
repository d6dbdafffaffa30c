import { Schema } from "effect"
import { isCompleteRange } from "../domain/dates/range.ts"
import { TICKET_LIST_FIELDS, TICKET_SEARCH_FIELDS } from "../domain/tickets/fields.ts"
import { requestKey } from "../domain/lists/request-reuse.ts"
import type { TicketListParams } from "../domain/tickets/list-url.ts"
import { trimSearch } from "../domain/lists/search.ts"
import { DEFAULT_TICKET_PAGE_SIZE } from "../domain/tickets/list-url.ts"
import { MAX_PAGE_SIZE, pageOffset } from "../domain/lists/paging.ts"
import { DEFAULT_TICKET_SORT, TICKET_SORT_FIELDS } from "../domain/tickets/sort.ts"
import { TICKET_STATUS_CODES, ticketStatusCodes } from "../domain/tickets/status.ts"
import { codes, dateRange, ids, strings } from "./list-query-filters.ts"
import {
  type ListFieldSet,
  type ListFilterQuery,
  listFilterQuerySchema,
  listQuerySchema,
} from "./list-query.schema.ts"

/**
 * The ticket list's field set (GET /v1/ticketdetails and GET /v1/excel/tickets, spec section 7).
 * Filters are listed in the order the client sends them.
 */
export const TICKET_LIST_QUERY = {
  listFields: TICKET_LIST_FIELDS,
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: { field: DEFAULT_TICKET_SORT.sort, direction: DEFAULT_TICKET_SORT.sortDirection },
  searchFields: TICKET_SEARCH_FIELDS,
  filters: {
    locationid: ids,
    serialnumber: strings,
    agreementid: ids,
    contactname: strings,
    ticketstatus: codes(TICKET_STATUS_CODES),
    calldate: dateRange,
    completeddate: dateRange,
    /** `mine=(true)`: the caller's own tickets (raised by them or naming them as contact; issue 28). */
    mine: codes(["true"]),
  },
  pageSize: { default: DEFAULT_TICKET_PAGE_SIZE, max: MAX_PAGE_SIZE },
} as const satisfies ListFieldSet

/** GET /v1/ticketdetails query. */
export const TicketListQuery = listQuerySchema(TICKET_LIST_QUERY)
export type TicketListQuery = typeof TicketListQuery.Type

/** Sort, filters and searches of a ticket query (the list's, without paging; the export's). */
export type TicketFilterQuery = ListFilterQuery<typeof TICKET_LIST_QUERY>

/** GET /v1/excel/tickets query: sort, filters and searches plus the caller's IANA time zone, no paging. */
export const TicketExportQuery = listFilterQuerySchema(TICKET_LIST_QUERY, {
  timezone: Schema.optionalKey(Schema.String),
})
export type TicketExportQuery = typeof TicketExportQuery.Type

type Filters = TicketListQuery["filters"]

const nonEmpty = <A>(values: ReadonlyArray<A>): readonly [A, ...A[]] | undefined =>
  values.length > 0 ? (values as readonly [A, ...A[]]) : undefined

const range = (r: TicketListParams["filters"]["calldate"]) =>
  isCompleteRange(r) ? { start: r.start, end: r.end } : undefined

/** Filters, date ranges and searches of the list state, shared by the list and the export. */
const filtersOf = (state: TicketListParams): Pick<TicketListQuery, "filters" | "searches"> => {
  const f = state.filters
  const contactnames = f.contactname.map((name) => name.trim()).filter((name) => name.length > 0)
  const candidates: Filters = {
    locationid: nonEmpty(f.locations),
    serialnumber: nonEmpty(f.equipment),
    agreementid: nonEmpty(f.agreements),
    contactname: nonEmpty(contactnames),
    ticketstatus: nonEmpty(ticketStatusCodes(state.status)),
    calldate: range(f.calldate),
    completeddate: range(f.completeddate),
    mine: f.mine ? (["true"] as const) : undefined,
  }
  const term = trimSearch(state.search)
  return {
    filters: Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== undefined)),
    searches: term.length > 0 ? TICKET_SEARCH_FIELDS.map((field) => ({ field, term })) : [],
  }
}

/**
 * List state to the GET /v1/ticketdetails query: the page, the sort, every filter that is set (date
 * ranges only with both ends) and the trimmed search over every search field.
 */
export const buildTicketListQuery = (
  state: TicketListParams,
  fields: TicketListQuery["fields"] = TICKET_LIST_FIELDS,
): TicketListQuery => ({
  offset: pageOffset(state.page, state.pageSize),
  limit: state.pageSize,
  sort: { field: state.sort, direction: state.sortDirection },
  fields,
  ...filtersOf(state),
})

/** GET /v1/excel/tickets: the filters plus the browser time zone, no paging. */
export const buildTicketExportQuery = (state: TicketListParams, timeZone: string): TicketExportQuery => ({
  sort: { field: state.sort, direction: state.sortDirection },
  ...filtersOf(state),
  timezone: timeZone,
})

const encodeTicketListQuery = Schema.encodeSync(TicketListQuery)

/** The cache key of a list request: its query as sent (see `requestKey`). */
export const ticketListRequestKey = (query: TicketListQuery): string =>
  requestKey(encodeTicketListQuery(query))
