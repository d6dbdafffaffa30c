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
  const countSql = ticketCountSql(q, scope)
  const count = (await db.query<{ count: number }>(countSql.text, countSql.params))[0]?.count ?? 0
  const window = pageWindow(q, count)
  if (window.limit === 0) return { items: [], count }
  const page = ticketPageSql(q, scope, window)
  const rows = await db.query<TicketRow>(page.text, page.params)
  return { items: (window.reversed ? rows.reverse() : rows).map(toTicket), count }
}

/** The company of a ticket the caller may see; undefined when missing or out of scope. */
export const ticketCompanyInScope = async (
  db: Db,
  scope: CompanyScope,
  ticketid: number,
): Promise<number | undefined> => {
  const params: unknown[] = [ticketid]
  const [row] = await db.query<{ companyid: number }>(
    `SELECT t.companyid FROM tickets t WHERE t.ticketid = $1 AND ${scopeCondition(scope, "t.companyid", params)}`,
    params,
  )
  return row?.companyid
}

/** GET /v1/ticket/:ticketid: the ticket with its activity history (newest first). */
export const findTicket = async (
  db: Db,
  scope: CompanyScope,
  ticketid: number,
): Promise<TicketDetail | undefined> => {
  const params: unknown[] = [ticketid]
  const [row] = await db.query<TicketRow & DetailExtraRow>(
    `SELECT ${ticketColumns}, t.equipmentid, t.contactphone, t.contactemail
     FROM tickets t JOIN companies c ON c.companyid = t.companyid
     LEFT JOIN locations l ON l.locationid = t.locationid
     WHERE t.ticketid = $1 AND ${scopeCondition(scope, "t.companyid", params)}`,
    params,
  )
  if (!row) return undefined
  const activities = await db.query<ActivityRow>(
    `SELECT ${activityColumns} FROM ticket_activities a LEFT JOIN users u ON u.userid = a.createdbyuserid
     WHERE a.ticketid = $1 ORDER BY a.createddate DESC, a.activityid DESC`,
    [ticketid],
  )
  return toTicketDetail(row, activities.map(toActivity))
}

/** GET /v1/ticketcontacts: distinct contact names of the tickets in scope, alphabetically. */
export const ticketContacts = async (db: Db, scope: CompanyScope): Promise<string[]> => {
  const params: unknown[] = []
  const rows = await db.query<{ name: string }>(
    `SELECT DISTINCT btrim(t.contactname) AS name FROM tickets t
     WHERE ${scopeCondition(scope, "t.companyid", params)} AND btrim(coalesce(t.contactname, '')) <> ''
     ORDER BY 1`,
    params,
  )
  return rows.map((r) => r.name)
}
