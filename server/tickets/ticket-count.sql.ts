import { type SQL, sql } from "drizzle-orm"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"

/**
 * True when a list query narrows the tickets by nothing but company scope and status: the default
 * list, its status tabs and every sort of them.
 */
export const isRollupCountable = (q: TicketFilterQuery): boolean =>
  q.searches.length === 0 &&
  Object.entries(q.filters).every(([field, value]) => field === "ticketstatus" || value === undefined)

/**
 * The count of such a query from `ticket_raised_weekly` (migration 0018), which the ticket triggers
 * keep exact per company, week, severity and status: at a million tickets count(*) read every
 * matching index entry (staff: all of them) on each page turn, the rollup sums a few thousand rows.
 */
export const rollupCountSql = (q: TicketFilterQuery, scope: CompanyScope): SQL => {
  const status = q.filters.ticketstatus
  const statusCondition = status ? sql`r.ticketstatus = ANY(${sql.param(status)}::bpchar[])` : sql`TRUE`
  return sql`SELECT coalesce(sum(r.n), 0)::int AS count FROM ticket_raised_weekly r
    WHERE ${scopeCondition(scope, "r.companyid")} AND ${statusCondition}`
}
