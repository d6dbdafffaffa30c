import { sql } from "drizzle-orm"
import type { TicketListQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketDetail, TicketList } from "../../core/schema/ticket.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { Db } from "../db/client.ts"
import { pageWindow, ticketColumns, ticketCountSql, ticketPageSql } from "./ticket-list.sql.ts"
import {
  type ActivityRow,
  activityColumns,
  type DetailExtraRow,
  type TicketRow,
  toActivity,
  toTicket,
  toTicketDetail,
} from "./ticket-rows.ts"

/**
 * GET /v1/ticketdetails: the total count of the tickets matching `q` in scope, then the page (read
 * from the nearer end of the list; nothing to read past the last match).
 */
export const listTickets = async (db: Db, scope: CompanyScope, q: TicketListQuery): Promise<TicketList> => {
  const count = (await db.run<{ count: number }>(ticketCountSql(q, scope)))[0]?.count ?? 0
  const window = pageWindow(q, count)
  if (window.limit === 0) return { items: [], count }
  const rows = await db.run<TicketRow>(ticketPageSql(q, scope, window))
  return { items: (window.reversed ? rows.reverse() : rows).map(toTicket), count }
}

/** The company of a ticket the caller may see; undefined when missing or out of scope. */
export const ticketCompanyInScope = async (
  db: Db,
  scope: CompanyScope,
  ticketid: number,
): Promise<number | undefined> => {
  const [row] = await db.run<{ companyid: number }>(
    sql`SELECT t.companyid FROM tickets t WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}`,
  )
  return row?.companyid
}

/** GET /v1/ticket/:ticketid: the ticket with its activity history (newest first). */
export const findTicket = async (
  db: Db,
  scope: CompanyScope,
  ticketid: number,
): Promise<TicketDetail | undefined> => {
  const [row] = await db.run<TicketRow & DetailExtraRow>(
    sql`SELECT ${ticketColumns}, t.equipmentid, t.contactphone, t.contactemail
        FROM tickets t JOIN companies c ON c.companyid = t.companyid
        LEFT JOIN locations l ON l.locationid = t.locationid
        WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}`,
  )
  if (!row) return undefined
  const activities = await db.run<ActivityRow>(
    sql`SELECT ${activityColumns} FROM ticket_activities a LEFT JOIN users u ON u.userid = a.createdbyuserid
        WHERE a.ticketid = ${ticketid} ORDER BY a.createddate DESC, a.activityid DESC`,
  )
  return toTicketDetail(row, activities.map(toActivity))
}

/** GET /v1/ticketcontacts: distinct contact names of the tickets in scope, alphabetically. */
export const ticketContacts = async (db: Db, scope: CompanyScope): Promise<string[]> => {
  const rows = await db.run<{ name: string }>(
    sql`SELECT DISTINCT btrim(t.contactname) AS name FROM tickets t
        WHERE ${scopeCondition(scope, "t.companyid")} AND btrim(coalesce(t.contactname, '')) <> ''
        ORDER BY 1`,
  )
  return rows.map((r) => r.name)
}
