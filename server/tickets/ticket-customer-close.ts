import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { CLOSED_ON_CLOSE } from "../../core/domain/tickets/close.ts"
import {
  type CloseReason,
  closeReasonInvalid,
  closeReasonText,
  customerCloseRefusal,
  customerClosedEntry,
  isTicketOwner,
  notOwnerRefusal,
  reopenedEntry,
  reopenRefusal,
} from "../../core/domain/tickets/customer-close.ts"
import { OPEN_STATUS } from "../../core/domain/tickets/status.ts"
import { BadRequest, Conflict, Forbidden, NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { query, queryRows } from "../services.ts"
import { ActivityType, addActivity } from "./ticket-activity.ts"
import { askForRating, lapseRatingAsks } from "./ticket-rating-ask.ts"
import { computed } from "../db/rows.ts"
import { tickets } from "../db/schema.ts"

/**
 * The ticket in the caller's scope, locked for the change (two closes at once: the second waits and
 * then finds it closed), checked against the customer rule: 404 outside the scope (as every ticket
 * call), 403 for a customer who is neither its contact, creator nor company admin.
 */
const lockOwnedTicket = Effect.fn("lockOwnedTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
) {
  const [row] = yield* queryRows(
    {
      ticketstatus: tickets.ticketstatus,
      createdbyuserid: tickets.createdbyuserid,
      contactemail: tickets.contactemail,
      completeddateutc: computed<string | null>(),
      email: computed<string | null>(),
    },
    sql`SELECT t.ticketstatus, t.createdbyuserid, t.contactemail,
               to_char(t.completeddateutc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completeddateutc,
               (SELECT email FROM users WHERE userid = ${caller.userID}) AS email
          FROM tickets t
         WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")} FOR UPDATE OF t`,
  )
  if (!row) return yield* new NotFound({ message: `Ticket ${ticketid} was not found` })
  const ticket = { ticketid, ...row }
  if (!isTicketOwner({ userid: caller.userID, roleid: caller.roleid, email: row.email }, ticket))
    return yield* new Forbidden({ message: notOwnerRefusal(ticketid) })
  return ticket
})

/**
 * The customer closes an open ticket with a reason (run inside `inTransaction`): status C and the
 * completed date now (the solution stays the provider's), a 'Ticket closed by the customer: <reason>'
 * entry, and TICKET_CLOSED for the ticket's subscribers. 409 when it is not open.
 */
export const customerCloseTicket = Effect.fn("customerCloseTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  payload: { readonly reason: CloseReason; readonly text?: string | null | undefined },
) {
  const invalid = closeReasonInvalid(payload.reason, payload.text ?? "")
  if (invalid !== null) return yield* new BadRequest({ message: invalid, field: "text" })
  const ticket = yield* lockOwnedTicket(scope, caller, ticketid)
  const refusal = customerCloseRefusal(ticket)
  if (refusal !== undefined) return yield* new Conflict({ message: refusal, field: "ticketstatus" })
  const at = new Date()
  yield* query(
    sql`UPDATE tickets SET ticketstatus = ${CLOSED_ON_CLOSE}, completeddateutc = ${at.toISOString()}::timestamptz
        WHERE ticketid = ${ticketid} AND ticketstatus = ${OPEN_STATUS}`,
  )
  yield* addActivity({
    ticketid,
    activityid: ActivityType.closed,
    description: customerClosedEntry(payload.reason, payload.text),
    userid: caller.userID,
    at,
  })
  yield* notifyTicketEvent(
    "TICKET_CLOSED",
    ticketid,
    caller.userID,
    closeReasonText(payload.reason, payload.text),
  )
  yield* askForRating(ticketid, caller.userID)
})

/**
 * The customer reopens a ticket closed within the last `reopenDays` days (run inside
 * `inTransaction`): status O, no completed date, a 'Ticket reopened: <comment>' entry, and the
 * subscribers of TICKET_CLOSED hear that it is reopened. 409 when it is not closed or the period ended.
 */
export const reopenTicket = Effect.fn("reopenTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  comment: string,
  reopenDays: number,
) {
  const ticket = yield* lockOwnedTicket(scope, caller, ticketid)
  const at = new Date()
  const refusal = reopenRefusal(ticket, at, reopenDays)
  if (refusal !== undefined) return yield* new Conflict({ message: refusal, field: "ticketstatus" })
  yield* query(
    sql`UPDATE tickets SET ticketstatus = ${OPEN_STATUS}, completeddateutc = NULL
        WHERE ticketid = ${ticketid} AND ticketstatus = ${CLOSED_ON_CLOSE}`,
  )
  yield* addActivity({
    ticketid,
    activityid: ActivityType.reopened,
    description: reopenedEntry(comment),
    userid: caller.userID,
    at,
  })
  yield* notifyTicketEvent("TICKET_CLOSED", ticketid, caller.userID, comment.trim(), true)
  yield* lapseRatingAsks(ticketid)
})
