import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { CLOSED_ON_CLOSE, closeRefusal } from "../../core/domain/tickets/close.ts"
import { OPEN_STATUS } from "../../core/domain/tickets/status.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { query, queryRows } from "../services.ts"
import { ActivityType, addActivity } from "./ticket-activity.ts"
import { askForRating } from "./ticket-rating-ask.ts"
import { tickets } from "../db/schema.ts"

/**
 * Closes an open ticket in the caller's scope (run it inside `inTransaction`): status C, the
 * solution and completed date set, a "Ticket closed" history entry that becomes the latest
 * activity, and TICKET_CLOSED for the ticket's subscribers (in-app rows and outbox mail), all in the
 * surrounding transaction. The insights' weekly aggregates follow by their triggers on tickets and
 * the left menu's counts read tickets, so both are right at commit. 404 outside the scope, 409 for a
 * ticket that is not open (the row is locked first, so two closes at once give one 409).
 */
export const closeTicket = Effect.fn("closeTicket")(function* (
  scope: CompanyScope,
  userid: number,
  ticketid: number,
  solution: string,
) {
  const [row] = yield* queryRows(
    { ticketstatus: tickets.ticketstatus },
    sql`SELECT ticketstatus FROM tickets
        WHERE ticketid = ${ticketid} AND ${scopeCondition(scope, "companyid")} FOR UPDATE`,
  )
  if (!row) return yield* new NotFound({ message: `Ticket ${ticketid} was not found` })
  const refusal = closeRefusal(ticketid, row.ticketstatus)
  if (refusal !== undefined) return yield* new Conflict({ message: refusal, field: "ticketstatus" })
  const text = solution.trim()
  const at = new Date()
  yield* query(
    sql`UPDATE tickets SET ticketstatus = ${CLOSED_ON_CLOSE}, solution = ${text},
          completeddateutc = ${at.toISOString()}::timestamptz
        WHERE ticketid = ${ticketid} AND ticketstatus = ${OPEN_STATUS}`,
  )
  yield* addActivity({
    ticketid,
    activityid: ActivityType.closed,
    description: `Ticket closed: ${text}`,
    userid,
    at,
  })
  yield* notifyTicketEvent("TICKET_CLOSED", ticketid, userid, text)
  yield* askForRating(ticketid, userid)
})
