import { Temporal } from "temporal-polyfill"
import { DEFAULT_DISPLAY_TIMEZONE } from "../../core/domain/dates/format.ts"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { documentCondition, fieldsCondition, wholeDocumentTerm } from "./ticket-search.sql.ts"

/** Date-range filters are whole days in the portal's home zone (spec section 9). */
export const DATE_RANGE_TIMEZONE = DEFAULT_DISPLAY_TIMEZONE

const dayStart = (date: string): string =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: DATE_RANGE_TIMEZONE }).toInstant().toString()

const nextDayStart = (date: string): string =>
  dayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString())

/** FROM and WHERE of a list query with their parameters; `$n` numbering starts at 1. */
export interface ListSource {
  /** `tickets t`, joined to `ticket_search s` for a whole-document search. */
  readonly from: string
  readonly where: string
  readonly params: unknown[]
}

const binder = (params: unknown[]) => (value: unknown) => {
  params.push(value)
  return `$${params.length}`
}

/** Conditions on the ticket row itself: filters and date ranges (not scope, not search). */
const ticketConditions = (q: TicketFilterQuery, bind: (value: unknown) => string): string[] => {
  const f = q.filters
  const conditions: string[] = []
  if (f.locationid) conditions.push(`t.locationid = ANY(${bind(f.locationid)}::int[])`)
  if (f.agreementid) conditions.push(`t.agreementid = ANY(${bind(f.agreementid)}::int[])`)
  if (f.serialnumber) conditions.push(`t.serialnumber = ANY(${bind(f.serialnumber)}::text[])`)
  if (f.contactname) {
    conditions.push(`lower(t.contactname) = ANY(${bind(f.contactname.map((n) => n.toLowerCase()))}::text[])`)
  }
  if (f.ticketstatus) conditions.push(`t.ticketstatus = ANY(${bind(f.ticketstatus)}::bpchar[])`)
  for (const [range, column] of [
    [f.calldate, "t.createddateutc"],
    [f.completeddate, "t.completeddateutc"],
  ] as const) {
    if (range) {
      const start = bind(dayStart(range.start))
      const end = bind(nextDayStart(range.end))
      conditions.push(`${column} >= ${start}::timestamptz AND ${column} < ${end}::timestamptz`)
    }
  }
  return conditions
}

/** Scope, filters, date ranges and searches of a list query over `tickets t`. */
export const listSource = (q: TicketFilterQuery, scope: CompanyScope): ListSource => {
  const params: unknown[] = []
  const bind = binder(params)
  const conditions = [scopeCondition(scope, "t.companyid", params), ...ticketConditions(q, bind)]
  const term = wholeDocumentTerm(q.searches)
  if (term !== undefined) {
    // Scope on both tables lets the planner start from either index.
    conditions.push(scopeCondition(scope, "s.companyid", params), documentCondition(term, bind))
    return {
      from: "tickets t JOIN ticket_search s ON s.ticketid = t.ticketid",
      where: conditions.join(" AND "),
      params,
    }
  }
  if (q.searches.length > 0) conditions.push(fieldsCondition(q.searches, bind))
  return { from: "tickets t", where: conditions.join(" AND "), params }
}

/**
 * For a whole-document search with nothing else narrowing the tickets, the matches can be counted
 * on `ticket_search` alone (it carries the company); undefined otherwise.
 */
export const searchOnlySource = (q: TicketFilterQuery, scope: CompanyScope): ListSource | undefined => {
  const term = wholeDocumentTerm(q.searches)
  if (term === undefined || ticketConditions(q, () => "").length > 0) return undefined
  const params: unknown[] = []
  const where = `${scopeCondition(scope, "s.companyid", params)} AND ${documentCondition(term, binder(params))}`
  return { from: "ticket_search s", where, params }
}
