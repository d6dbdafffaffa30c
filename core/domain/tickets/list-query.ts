import { isCompleteRange } from "../dates/range.ts"
import { TICKET_LIST_FIELDS, TICKET_SEARCH_FIELDS } from "./fields.ts"
import { trimSearch, type TicketListParams } from "./list-url.ts"
import { pageOffset } from "./paging.ts"
import { sortParam } from "./sort.ts"
import { ticketStatusCodes } from "./status.ts"

/** A filter value list in the server encoding: `(v1),(v2)`. */
export const encodeFilterValues = (values: ReadonlyArray<string | number>): string =>
  values.map((v) => `(${v})`).join(",")

/** Reads `(v1),(v2)` back; `undefined` when malformed. */
export const decodeFilterValues = (value: string): string[] | undefined => {
  const trimmed = value.trim()
  if (!/^\(.*\)$/s.test(trimmed)) return undefined
  const parts = trimmed.slice(1, -1).split("),(")
  return parts.some((p) => p.includes("(") || p.includes(")")) ? undefined : parts
}

/** Filters, date ranges and searches shared by the list and the spreadsheet export. */
const filterQuery = (state: TicketListParams): Record<string, string> => {
  const q: Record<string, string> = {}
  const f = state.filters
  const add = (key: string, values: ReadonlyArray<string | number>) => {
    if (values.length > 0) q[key] = encodeFilterValues(values)
  }
  add("locationid", f.locations)
  add("serialnumber", f.equipment)
  add("agreementid", f.agreements)
  add(
    "contactname",
    f.contactname.map((name) => name.trim()).filter((name) => name.length > 0),
  )
  add("ticketstatus", ticketStatusCodes(state.status))
  if (isCompleteRange(f.calldate)) q["calldate(btwn)"] = `${f.calldate.start}:${f.calldate.end}`
  if (isCompleteRange(f.completeddate)) {
    q["completeddate(btwn)"] = `${f.completeddate.start}:${f.completeddate.end}`
  }
  const term = trimSearch(state.search)
  if (term.length > 0) for (const field of TICKET_SEARCH_FIELDS) q[`${field}(*)`] = term
  return q
}

/**
 * List state to the GET /v1/ticketdetails query (spec section 7): `os`, `pl`, `st`, `s`, filters as
 * `field=(v1),(v2)`, `field(btwn)=start:end` only when both ends are set, `field(*)=term` searches.
 */
export const buildTicketListQuery = (
  state: TicketListParams,
  fields: ReadonlyArray<string> = TICKET_LIST_FIELDS,
): Record<string, string> => ({
  os: String(pageOffset(state.page, state.pageSize)),
  pl: String(state.pageSize),
  st: sortParam(state.sort, state.sortDirection),
  s: fields.join(","),
  ...filterQuery(state),
})

/** GET /v1/excel/tickets: the filters plus the browser time zone, no paging. */
export const buildTicketExportQuery = (
  state: TicketListParams,
  timeZone: string,
): Record<string, string> => ({
  st: sortParam(state.sort, state.sortDirection),
  ...filterQuery(state),
  timezone: timeZone,
})

/** A stable key of a query record: equal queries give equal keys whatever their key order. */
export const requestKey = (query: Readonly<Record<string, string>>): string =>
  JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  )

export interface CacheState {
  readonly lastRequest: string | null
  readonly hasResults: boolean
  readonly requestStatus: "none" | "loading" | "error"
}

/**
 * Skip rule of spec section 4: reuse the cached result when the last request is identical, results
 * exist, status is none and no force flag is given.
 */
export const canReuseResult = (cache: CacheState, key: string, force = false): boolean =>
  !force && cache.hasResults && cache.requestStatus === "none" && cache.lastRequest === key
