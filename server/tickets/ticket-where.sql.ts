import { type SQL, sql } from "drizzle-orm"
import { rangeDayStart, rangeNextDayStart } from "../../core/domain/dates/range.ts"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { myTicketsCondition } from "./my-tickets.sql.ts"
import { documentCondition, fieldsCondition, wholeDocumentTerm } from "./ticket-search.sql.ts"

/** FROM and WHERE of a list query, values bound. */
export interface ListSource {
  /** `tickets t`, joined to `ticket_search s` for a whole-document search. */
  readonly from: SQL
  readonly where: SQL
}

const and = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `)

/**
 * Conditions on the ticket row itself: filters and date ranges (not scope, not search). `owner` is
 * the caller, whom the `mine` filter names.
 */
const ticketConditions = (q: TicketFilterQuery, owner: TicketOwner | undefined): SQL[] => {
  const f = q.filters
  const conditions: SQL[] = []
  if (f.locationid) conditions.push(sql`t.locationid = ANY(${sql.param(f.locationid)}::int[])`)
  if (f.agreementid) conditions.push(sql`t.agreementid = ANY(${sql.param(f.agreementid)}::int[])`)
  if (f.serialnumber) conditions.push(sql`t.serialnumber = ANY(${sql.param(f.serialnumber)}::text[])`)
  if (f.contactname) {
    const names = f.contactname.map((n) => n.toLowerCase())
    conditions.push(sql`lower(t.contactname) = ANY(${sql.param(names)}::text[])`)
  }
  if (f.mine) conditions.push(myTicketsCondition(owner))
  if (f.ticketstatus) conditions.push(sql`t.ticketstatus = ANY(${sql.param(f.ticketstatus)}::bpchar[])`)
  for (const [range, column] of [
    [f.calldate, sql.raw("t.createddateutc")],
    [f.completeddate, sql.raw("t.completeddateutc")],
  ] as const) {
    if (range) {
      // Whole days of the date-range zone (core/domain/dates/range.ts).
      const start = rangeDayStart(range.start)
      const end = rangeNextDayStart(range.end)
      conditions.push(sql`${column} >= ${start}::timestamptz AND ${column} < ${end}::timestamptz`)
    }
  }
  return conditions
}

/** Scope, filters, date ranges and searches of a list query over `tickets t`. */
export const listSource = (q: TicketFilterQuery, scope: CompanyScope, owner?: TicketOwner): ListSource => {
  const conditions = [scopeCondition(scope, "t.companyid"), ...ticketConditions(q, owner)]
  const term = wholeDocumentTerm(q.searches)
  if (term !== undefined) {
    // Scope on both tables lets the planner start from either index.
    conditions.push(scopeCondition(scope, "s.companyid"), documentCondition(term))
    return { from: sql`tickets t JOIN ticket_search s ON s.ticketid = t.ticketid`, where: and(conditions) }
  }
  if (q.searches.length > 0) conditions.push(fieldsCondition(q.searches))
  return { from: sql`tickets t`, where: and(conditions) }
}

/**
 * For a whole-document search with nothing else narrowing the tickets, the matches can be counted
 * on `ticket_search` alone (it carries the company); undefined otherwise.
 */
export const searchOnlySource = (q: TicketFilterQuery, scope: CompanyScope): ListSource | undefined => {
  const term = wholeDocumentTerm(q.searches)
  if (term === undefined || ticketConditions(q, undefined).length > 0) return undefined
  return {
    from: sql`ticket_search s`,
    where: and([scopeCondition(scope, "s.companyid"), documentCondition(term)]),
  }
}
