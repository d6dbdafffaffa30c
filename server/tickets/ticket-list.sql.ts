import { type SQL, sql } from "drizzle-orm"
import type { TicketFilterQuery, TicketListQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketSortField } from "../../core/domain/tickets/sort.ts"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import type { CompanyScope } from "../auth/scope.ts"
import type { PageWindow } from "../db/page-window.ts"
import { catalogueColumns } from "./ticket-catalogue.sql.ts"
import { isRollupCountable, rollupCountSql } from "./ticket-count.sql.ts"
import { type ListSource, listSource, searchOnlySource } from "./ticket-where.sql.ts"
import { isFilterFirst } from "./ticket-page-plan.ts"

/** Sort fields read from another table; every other field is a `tickets` column. */
const joinedSortColumns: Partial<Record<TicketSortField, string>> = {
  customername: "c.companyname",
  locationname: "l.locationname",
}

const sortExpression = (field: TicketSortField): string => joinedSortColumns[field] ?? `t.${field}`

/**
 * ORDER BY of a list query; ties are broken by ticket id in the same direction (stable paging).
 * `reversed` gives the exact mirror order (PostgreSQL's default NULL placement mirrors too). Built
 * from the sort field the contract checked against `TICKET_SORT_FIELDS`, so it is spliced as is.
 */
export const ticketOrderBy = (q: TicketFilterQuery, reversed = false): SQL => {
  const dir = (q.sort.direction === "asc") !== reversed ? "ASC" : "DESC"
  const main = `${sortExpression(q.sort.field)} ${dir}`
  return sql.raw(q.sort.field === "ticketid" ? main : `${main}, t.ticketid ${dir}`)
}

const sortJoins = (q: TicketFilterQuery): SQL =>
  sql.raw(
    [
      q.sort.field === "customername" ? "JOIN companies c ON c.companyid = t.companyid" : "",
      q.sort.field === "locationname" ? "LEFT JOIN locations l ON l.locationid = t.locationid" : "",
    ].join(" "),
  )

/** Columns of a listed ticket (spec section 3), dates as timestamptz. */
export const ticketColumns =
  sql.raw(`t.ticketid, t.customerreferenceid, t.agreementid, c.companyname AS customername,
  t.locationid, l.locationname, l.locationaddress1, l.locationaddress2, l.locationcity, l.locationstate,
  l.locationzipcode, l.locationcountry, t.equipment, t.modelnumber, t.equipmentpartnumber, t.serialnumber,
  t.problem, t.solution, t.contactname, t.createddateutc, t.completeddateutc, t.modifieddateutc,
  t.ticketstatus, t.severitylevel, t.scheduledpagetime, t.employeename, t.employeetitle,
  t.employeeprofileicon AS profileicon, t.latestactivitydescription, t.latestactivitydate`)

/**
 * The ticket ids of a page window. Ordered: the list's order over the matches, paged, which an
 * index-only walk of a sort index serves when matches are dense. Filter-first (`isFilterFirst`):
 * the matches and their sort keys are collected through the filter's index (MATERIALIZED keeps the
 * planner from walking the sort index instead), then sorted and paged.
 */
const pageIdsSql = (
  q: TicketListQuery,
  source: ListSource,
  window: PageWindow,
  filterFirst: boolean,
): SQL => {
  const { from, where } = source
  const order = ticketOrderBy(q, window.reversed)
  const paging = sql`LIMIT ${window.limit} OFFSET ${window.offset}`
  if (!filterFirst)
    return sql`SELECT t.ticketid FROM ${from} ${sortJoins(q)} WHERE ${where} ORDER BY ${order} ${paging}`
  const key = sql.raw(sortExpression(q.sort.field))
  return sql`WITH m AS MATERIALIZED (SELECT t.ticketid, ${key} AS k FROM ${from} ${sortJoins(q)} WHERE ${where})
    SELECT m.ticketid FROM m ORDER BY ${matchesOrderBy(q, window.reversed)} ${paging}`
}

/** `ticketOrderBy` over the collected matches `m` (sort key `k`). */
const matchesOrderBy = (q: TicketFilterQuery, reversed: boolean): SQL => {
  const dir = (q.sort.direction === "asc") !== reversed ? "ASC" : "DESC"
  return sql.raw(q.sort.field === "ticketid" ? `m.ticketid ${dir}` : `m.k ${dir}, m.ticketid ${dir}`)
}

/**
 * The rows of a page window. The inner query pages over ticket ids only (index-only where an index
 * fits), so skipped rows cost index entries rather than whole rows; the outer one reads the page.
 * `matches` is the list's count, read first: few matches of a narrowing filter read filter-first.
 */
export const ticketPageSql = (
  q: TicketListQuery,
  scope: CompanyScope,
  window: PageWindow,
  owner?: TicketOwner,
  matches = Number.POSITIVE_INFINITY,
): SQL => {
  const ids = pageIdsSql(q, listSource(q, scope, owner), window, isFilterFirst(q, matches))
  return sql`SELECT ${ticketColumns}
    FROM (${ids}) page
    JOIN tickets t ON t.ticketid = page.ticketid
    JOIN companies c ON c.companyid = t.companyid
    LEFT JOIN locations l ON l.locationid = t.locationid
    ORDER BY ${ticketOrderBy(q, window.reversed)}`
}

/** Every matching ticket id in list order, no paging (the spreadsheet export). */
export const ticketIdsSql = (q: TicketFilterQuery, scope: CompanyScope, owner?: TicketOwner): SQL => {
  const { from, where } = listSource(q, scope, owner)
  return sql`SELECT t.ticketid FROM ${from} ${sortJoins(q)} WHERE ${where} ORDER BY ${ticketOrderBy(q)}`
}

/** Full rows of the given ticket ids (any order), with the agreement's name and the catalogue (the export). */
export const ticketsByIdSql = (ids: ReadonlyArray<number>): SQL =>
  sql`SELECT ${ticketColumns}, ${catalogueColumns}, ag.agreementname FROM tickets t JOIN companies c ON c.companyid = t.companyid
    LEFT JOIN locations l ON l.locationid = t.locationid
    LEFT JOIN agreements ag ON ag.agreementid = t.agreementid
    WHERE t.ticketid = ANY(${sql.param(ids)}::int[])`

/** How many tickets match a list query (all pages); `owner` is the caller the `mine` filter names. */
export const ticketCountSql = (q: TicketFilterQuery, scope: CompanyScope, owner?: TicketOwner): SQL => {
  if (isRollupCountable(q)) return rollupCountSql(q, scope)
  const { from, where } = searchOnlySource(q, scope) ?? listSource(q, scope, owner)
  return sql`SELECT count(*)::int AS count FROM ${from} WHERE ${where}`
}
