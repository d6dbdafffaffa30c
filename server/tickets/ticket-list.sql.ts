import { Temporal } from "temporal-polyfill"
import { DEFAULT_DISPLAY_TIMEZONE } from "../../core/domain/dates/format.ts"
import type { TicketListQuery } from "../../core/domain/tickets/list-query-parse.ts"
import type { TicketSearchField } from "../../core/domain/tickets/fields.ts"
import type { TicketSortField } from "../../core/domain/tickets/sort.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"

/** One parameterised statement. */
export interface SqlQuery {
  readonly text: string
  readonly params: ReadonlyArray<unknown>
}

/** Date-range filters are whole days in the portal's home zone (spec section 9). */
export const DATE_RANGE_TIMEZONE = DEFAULT_DISPLAY_TIMEZONE

/** Sort fields read from another table; every other field is a `tickets` column. */
const joinedSortColumns: Partial<Record<TicketSortField, string>> = {
  customername: "c.companyname",
  locationname: "l.locationname",
}

const sortExpression = (field: TicketSortField): string => joinedSortColumns[field] ?? `t.${field}`

/** `ticketid` is matched as text so a partial id finds the ticket. */
const searchExpression = (field: TicketSearchField): string =>
  field === "ticketid" ? "t.ticketid::text" : `t.${field}`

/** `%term%` with LIKE's wildcards and escape character taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const dayStart = (date: string): string =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: DATE_RANGE_TIMEZONE }).toInstant().toString()

const nextDayStart = (date: string): string =>
  dayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString())

/** The WHERE clause of a list query (scope, filters, date ranges, searches) and its parameters. */
export const ticketWhere = (
  q: TicketListQuery,
  scope: CompanyScope,
): { where: string; params: unknown[] } => {
  const params: unknown[] = []
  const bind = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const conditions = [scopeCondition(scope, "t.companyid", params)]
  const f = q.filters
  if (f.locationid) conditions.push(`t.locationid = ANY(${bind(f.locationid)}::int[])`)
  if (f.agreementid) conditions.push(`t.agreementid = ANY(${bind(f.agreementid)}::int[])`)
  if (f.serialnumber) conditions.push(`t.serialnumber = ANY(${bind(f.serialnumber)}::text[])`)
  if (f.contactname) {
    conditions.push(`lower(t.contactname) = ANY(${bind(f.contactname.map((n) => n.toLowerCase()))}::text[])`)
  }
  if (f.ticketstatus) conditions.push(`t.ticketstatus = ANY(${bind(f.ticketstatus)}::bpchar[])`)
  for (const [range, column] of [
    [q.calldate, "t.createddateutc"],
    [q.completeddate, "t.completeddateutc"],
  ] as const) {
    if (range) {
      conditions.push(
        `${column} >= ${bind(dayStart(range.start))}::timestamptz AND ${column} < ${bind(nextDayStart(range.end))}::timestamptz`,
      )
    }
  }
  if (q.searches.length > 0) {
    const any = q.searches.map((s) => `${searchExpression(s.field)} ILIKE ${bind(containsPattern(s.term))}`)
    conditions.push(`(${any.join(" OR ")})`)
  }
  return { where: conditions.join(" AND "), params }
}

/** ORDER BY of a list query; ties are broken by ticket id in the same direction (stable paging). */
export const ticketOrderBy = (q: TicketListQuery): string => {
  const dir = q.sort.direction === "asc" ? "ASC" : "DESC"
  const main = `${sortExpression(q.sort.field)} ${dir}`
  return q.sort.field === "ticketid" ? main : `${main}, t.ticketid ${dir}`
}

const sortJoins = (q: TicketListQuery): string =>
  [
    q.sort.field === "customername" ? "JOIN companies c ON c.companyid = t.companyid" : "",
    q.sort.field === "locationname" ? "LEFT JOIN locations l ON l.locationid = t.locationid" : "",
  ].join(" ")

/** Columns of a listed ticket (spec section 3), dates as timestamptz. */
export const ticketColumns = `t.ticketid, t.customerreferenceid, t.agreementid, c.companyname AS customername,
  t.locationid, l.locationname, l.locationaddress1, l.locationaddress2, l.locationcity, l.locationstate,
  l.locationzipcode, l.locationcountry, t.equipment, t.modelnumber, t.equipmentpartnumber, t.serialnumber,
  t.problem, t.solution, t.contactname, t.createddateutc, t.completeddateutc, t.modifieddateutc,
  t.ticketstatus, t.severitylevel, t.scheduledpagetime, t.employeename, t.employeetitle,
  t.employeeprofileicon AS profileicon, t.latestactivitydescription, t.latestactivitydate`

/**
 * The page of a list query. The inner query pages over ticket ids only (index-only where an index
 * fits), so a deep OFFSET skips index entries instead of whole rows; the outer one reads 25 rows.
 */
export const ticketPageSql = (q: TicketListQuery, scope: CompanyScope): SqlQuery => {
  const { where, params } = ticketWhere(q, scope)
  const order = ticketOrderBy(q)
  params.push(q.limit, q.offset)
  const text = `SELECT ${ticketColumns}
    FROM (SELECT t.ticketid FROM tickets t ${sortJoins(q)} WHERE ${where}
          ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) page
    JOIN tickets t ON t.ticketid = page.ticketid
    JOIN companies c ON c.companyid = t.companyid
    LEFT JOIN locations l ON l.locationid = t.locationid
    ORDER BY ${order}`
  return { text, params }
}

/** Every matching ticket id in list order, no paging (the spreadsheet export). */
export const ticketIdsSql = (q: TicketListQuery, scope: CompanyScope): SqlQuery => {
  const { where, params } = ticketWhere(q, scope)
  return {
    text: `SELECT t.ticketid FROM tickets t ${sortJoins(q)} WHERE ${where} ORDER BY ${ticketOrderBy(q)}`,
    params,
  }
}

/** Full rows of the given ticket ids (any order). */
export const ticketsByIdSql = (ids: ReadonlyArray<number>): SqlQuery => ({
  text: `SELECT ${ticketColumns} FROM tickets t JOIN companies c ON c.companyid = t.companyid
    LEFT JOIN locations l ON l.locationid = t.locationid WHERE t.ticketid = ANY($1::int[])`,
  params: [ids],
})

/** How many tickets match a list query (all pages). */
export const ticketCountSql = (q: TicketListQuery, scope: CompanyScope): SqlQuery => {
  const { where, params } = ticketWhere(q, scope)
  return { text: `SELECT count(*)::int AS count FROM tickets t WHERE ${where}`, params }
}
