import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import type { TicketDetail, TicketList } from "../../core/schema/ticket.ts"
import type { TicketListQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { tickets } from "../db/schema.ts"
import { pageWindow } from "../db/page-window.ts"
import { ticketColumns, ticketCountSql, ticketPageSql } from "./ticket-list.sql.ts"
import { catalogueColumns } from "./ticket-catalogue.sql.ts"
import {
  type ActivityRow,
  activitiesJson,
  detailRow,
  ticketRow,
  toActivity,
  toTicket,
  toTicketDetail,
} from "./ticket-rows.ts"

/** 404 for a ticket that is missing or outside the caller's scope (ids of others stay hidden). */
export const ticketNotFound = (ticketid: number) =>
  new NotFound({ message: `Ticket ${ticketid} was not found` })

/**
 * GET /v1/ticketdetails: the total count of the tickets matching `q` in scope, then the page (read
 * from the nearer end of the list; nothing to read past the last match). `owner`: the caller, for `mine`.
 */
export const listTickets = Effect.fn("listTickets")(function* (
  scope: CompanyScope,
  q: TicketListQuery,
  owner?: TicketOwner,
) {
  const [counted] = yield* queryRows({ count: computed<number>() }, ticketCountSql(q, scope, owner))
  const count = counted?.count ?? 0
  const window = pageWindow(q, count)
  if (window.limit === 0) return { items: [], count } satisfies TicketList
  const rows = yield* queryRows(ticketRow, ticketPageSql(q, scope, window, owner, count))
  return { items: (window.reversed ? rows.reverse() : rows).map(toTicket), count } satisfies TicketList
})

/** The company of a ticket the caller may see; fails with 404 when it is missing or out of scope. */
export const ticketCompanyInScope = Effect.fn("ticketCompanyInScope")(function* (
  scope: CompanyScope,
  ticketid: number,
) {
  const [row] = yield* queryRows(
    { companyid: tickets.companyid },
    sql`SELECT t.companyid FROM tickets t WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}`,
  )
  if (!row) return yield* ticketNotFound(ticketid)
  return row.companyid
})

/**
 * GET /v1/ticket/:ticketid: the ticket with its activity history (newest first), in one statement;
 * 404 when not visible.
 */
export const findTicket = Effect.fn("findTicket")(function* (scope: CompanyScope, ticketid: number) {
  const [row] = yield* queryRows(
    { ...detailRow, activities: computed<ActivityRow[] | null>() },
    sql`SELECT ${ticketColumns}, ${catalogueColumns}, ag.agreementname, t.equipmentid, t.contactphone, t.contactemail,
               t.createdbyuserid, ${activitiesJson} AS activities
        FROM tickets t JOIN companies c ON c.companyid = t.companyid
        LEFT JOIN locations l ON l.locationid = t.locationid
        LEFT JOIN agreements ag ON ag.agreementid = t.agreementid
        WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}`,
  )
  if (!row) return yield* ticketNotFound(ticketid)
  return toTicketDetail(row, (row.activities ?? []).map(toActivity)) satisfies TicketDetail
})

/** GET /v1/ticketcontacts: distinct contact names of the tickets in scope, alphabetically. */
export const ticketContacts = Effect.fn("ticketContacts")(function* (scope: CompanyScope) {
  const rows = yield* queryRows(
    { name: computed<string>() },
    sql`SELECT DISTINCT btrim(t.contactname) AS name FROM tickets t
        WHERE ${scopeCondition(scope, "t.companyid")} AND btrim(coalesce(t.contactname, '')) <> ''
        ORDER BY 1`,
  )
  return rows.map((r) => r.name)
})
