import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { chatTexts, chatTicketProblem, chatTranscript } from "../../core/domain/chat/support-chat.ts"
import { OPEN_STATUS } from "../../core/domain/tickets/status.ts"
import { Conflict } from "../../core/schema/errors.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { tickets } from "../db/schema.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import { queryRows } from "../services.ts"
import { ActivityType, addActivity, PORTAL_APPLICATION_ID } from "../tickets/ticket-activity.ts"
import { closeLocked, lockScoped, threadOf } from "./chat-locks.ts"

/** What a support chat ticket is, among the ticket types of the history. */
export const CHAT_TICKET_TYPE = "Support Chat"

/**
 * POST /v1/chat/conversations/:id/ticket (inside `inTransaction`): an open ticket of the
 * conversation's company, with the customer as its contact, the customer's first words as its
 * problem and the whole transcript as its first comment; the conversation is linked to it and
 * closed, and the ticket's subscribers are notified, all in the one transaction. 409 when the
 * conversation already became a ticket.
 */
export const conversationToTicket = Effect.fn("conversationToTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  id: number,
) {
  const c = yield* lockScoped(scope, id)
  if (c.ticketid !== null) return yield* new Conflict({ message: chatTexts.alreadyTicket(id, c.ticketid) })
  const { messages } = yield* threadOf(id)
  const problem = chatTicketProblem(messages)
  const created = `Ticket created: ${problem}`
  const [row] = yield* queryRows(
    { ticketid: tickets.ticketid },
    sql`WITH author AS (SELECT userid, firstname || ' ' || lastname AS name FROM users WHERE userid = ${caller.userID}),
     customer AS (SELECT firstname || ' ' || lastname AS name, email, phonenumber FROM users WHERE userid = ${c.customerid}),
     ticket AS (
       INSERT INTO tickets (companyid, problem, contactname, contactphone, contactemail, tickettype,
         createddateutc, modifieddateutc, ticketstatus, createdbyuserid, latestactivitydescription, latestactivitydate)
       SELECT ${c.companyid}, ${problem}, customer.name, nullif(customer.phonenumber, ''), lower(customer.email),
         ${CHAT_TICKET_TYPE}, now(), now(), ${OPEN_STATUS}, author.userid, ${created}, now() FROM author, customer
       RETURNING ticketid, createddateutc
     ), entry AS (
       INSERT INTO ticket_activities (ticketid, activitytypeid, applicationid, description, createdby, createdbyuserid, createddate)
       SELECT ticket.ticketid, ${ActivityType.created}, ${PORTAL_APPLICATION_ID}, ${created}, author.name, author.userid,
         ticket.createddateutc FROM ticket, author
     )
     SELECT ticketid FROM ticket`,
  )
  const ticketid = row!.ticketid
  yield* addActivity({
    ticketid,
    activityid: ActivityType.comment,
    description: chatTranscript(id, messages),
    userid: caller.userID,
  })
  const thread = yield* closeLocked(c, caller.userID, ticketid)
  yield* notifyTicketEvent("TICKET_CREATED", ticketid, caller.userID, problem)
  return { ticketid, thread }
})
