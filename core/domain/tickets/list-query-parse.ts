import { parseCompleteDateRange } from "../dates/range.ts"
import {
  isTicketListField,
  isTicketSearchField,
  TICKET_LIST_FIELDS,
  type TicketListField,
  type TicketSearchField,
} from "./fields.ts"
import { decodeFilterValues } from "./list-query.ts"
import { DEFAULT_TICKET_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.ts"
import {
  DEFAULT_TICKET_SORT,
  isTicketSortField,
  parseSortParam,
  type SortDirection,
  type TicketSortField,
} from "./sort.ts"
import { isTicketStatusCode, type TicketStatusCode } from "./status.ts"

/** A validated GET /v1/ticketdetails query, as the server uses it. */
export interface TicketListQuery {
  readonly offset: number
  readonly limit: number
  readonly sort: { readonly field: TicketSortField; readonly direction: SortDirection }
  readonly fields: ReadonlyArray<TicketListField>
  readonly filters: {
    readonly locationid?: ReadonlyArray<number>
    readonly serialnumber?: ReadonlyArray<string>
    readonly agreementid?: ReadonlyArray<number>
    readonly contactname?: ReadonlyArray<string>
    readonly ticketstatus?: ReadonlyArray<TicketStatusCode>
  }
  readonly calldate?: { readonly start: string; readonly end: string }
  readonly completeddate?: { readonly start: string; readonly end: string }
  /** A row matches when any listed field contains its term. */
  readonly searches: ReadonlyArray<{ readonly field: TicketSearchField; readonly term: string }>
}

export type ParseResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly field: string; readonly message: string }

class QueryError {
  readonly field: string
  readonly message: string
  constructor(field: string, message: string) {
    this.field = field
    this.message = message
  }
}

const fail = (field: string, message: string): never => {
  throw new QueryError(field, message)
}

const intParam = (field: string, raw: string | undefined, fallback: number, min: number, max: number) => {
  if (raw === undefined) return fallback
  const n = Number(raw)
  return Number.isInteger(n) && n >= min && n <= max
    ? n
    : fail(field, `${field} must be a whole number from ${min} to ${max}`)
}

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647

const values = (field: string, raw: string): string[] =>
  decodeFilterValues(raw) ?? fail(field, `${field} must be a list of parenthesised values like (a),(b)`)

const ids = (field: string, raw: string): number[] =>
  values(field, raw).map((v) => {
    const n = Number(v)
    return Number.isInteger(n) && n > 0 && n <= MAX_ID
      ? n
      : fail(field, `${field} values must be whole numbers from 1 to ${MAX_ID}`)
  })

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

const applyKey = (
  q: Mutable<TicketListQuery>,
  filters: Mutable<TicketListQuery["filters"]>,
  key: string,
  raw: string,
) => {
  const search = /^(.+)\(\*\)$/.exec(key)
  if (search) {
    const field = search[1] ?? ""
    if (!isTicketSearchField(field)) return fail(key, `${field} cannot be searched`)
    const term = raw.trim()
    if (term.length > 0) q.searches = [...q.searches, { field, term }]
    return
  }
  switch (key) {
    case "locationid":
    case "agreementid":
      filters[key] = ids(key, raw)
      return
    case "serialnumber":
    case "contactname":
      filters[key] = values(key, raw).map((v) => v.trim())
      return
    case "ticketstatus":
      filters.ticketstatus = values(key, raw).map((v) =>
        isTicketStatusCode(v) ? v : fail(key, "ticketstatus values must be O, P, C or N"),
      )
      return
    case "calldate(btwn)":
    case "completeddate(btwn)":
      q[key === "calldate(btwn)" ? "calldate" : "completeddate"] =
        parseCompleteDateRange(raw) ??
        fail(key, `${key} must be start:end with ISO dates, start not after end`)
      return
    default:
      fail(key, `unknown query parameter ${key}`)
  }
}

const sortOf = (raw: string | undefined): TicketListQuery["sort"] => {
  if (raw === undefined)
    return { field: DEFAULT_TICKET_SORT.sort, direction: DEFAULT_TICKET_SORT.sortDirection }
  const { field, direction } = parseSortParam(raw)
  return isTicketSortField(field) ? { field, direction } : fail("st", `cannot sort by ${field}`)
}

const fieldsOf = (raw: string | undefined): ReadonlyArray<TicketListField> =>
  raw === undefined || raw.trim() === ""
    ? TICKET_LIST_FIELDS
    : raw.split(",").map((f) => {
        const field = f.trim()
        return isTicketListField(field) ? field : fail("s", `unknown field ${field}`)
      })

/**
 * Server side of the list encoding: validates a query record and returns a typed query, or the first
 * offending parameter with a message. Missing `os`, `pl`, `st`, `s` take their defaults.
 */
export const parseTicketListQuery = (
  record: Readonly<Record<string, string | undefined>>,
): ParseResult<TicketListQuery> => {
  try {
    const filters: Mutable<TicketListQuery["filters"]> = {}
    const q: Mutable<TicketListQuery> = {
      offset: intParam("os", record.os, 0, 0, Number.MAX_SAFE_INTEGER),
      limit: intParam("pl", record.pl, DEFAULT_TICKET_PAGE_SIZE, 1, MAX_PAGE_SIZE),
      sort: sortOf(record.st),
      fields: fieldsOf(record.s),
      filters,
      searches: [],
    }
    for (const [key, raw] of Object.entries(record)) {
      if (raw === undefined || ["os", "pl", "st", "s"].includes(key)) continue
      applyKey(q, filters, key, raw)
    }
    return { ok: true, value: q }
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, field: error.field, message: error.message }
    throw error
  }
}
