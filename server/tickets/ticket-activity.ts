import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { TicketActivity } from "../../core/schema/ticket.ts"
import { queryRows } from "../services.ts"
import { activityRow, toActivity } from "./ticket-rows.ts"

/** Activity type ids of the history: 1 ticket created, 3 comment, 4 attachment added, 5 ticket closed, 6 reopened. */
export const ActivityType = { created: 1, comment: 3, attachment: 4, closed: 5, reopened: 6 } as const

/** Where an activity came from; 1 is this portal. */
export const PORTAL_APPLICATION_ID = 1

export interface ActivityInput {
  readonly ticketid: number
  readonly activityid: number
  readonly description: string
  readonly userid: number
  readonly at?: Date
  /** Where it came from (ACTIVITY_SOURCE of core/domain/tickets/activity-source.ts); the portal by default. */
  readonly source?: number
}

/**
 * Appends an entry to a ticket's history and makes it the ticket's latest activity (description,
 * date and modified date move together, in one statement).
 */
export const addActivity = Effect.fn("addActivity")(function* (input: ActivityInput) {
  const at = (input.at ?? new Date()).toISOString()
  const [row] = yield* queryRows(
    activityRow,
    sql`WITH author AS (
       SELECT userid, firstname || ' ' || lastname AS name, profileicon FROM users WHERE userid = ${input.userid}
     ), entry AS (
       INSERT INTO ticket_activities (ticketid, activitytypeid, applicationid, description, createdby, createdbyuserid, createddate)
       SELECT ${input.ticketid}, ${input.activityid}, ${input.source ?? PORTAL_APPLICATION_ID}, ${input.description}, author.name,
         author.userid, ${at}::timestamptz FROM author
       RETURNING activityid, ticketid, activitytypeid, applicationid, description, createdby, createddate
     ), touched AS (
       UPDATE tickets SET latestactivitydescription = ${input.description}, latestactivitydate = ${at}::timestamptz,
         modifieddateutc = ${at}::timestamptz
       WHERE ticketid = ${input.ticketid} AND EXISTS (SELECT 1 FROM entry)
     )
     SELECT entry.activityid AS id, entry.ticketid, entry.activitytypeid AS activityid, entry.applicationid,
            entry.description, entry.createdby, entry.createddate AS createddateutc, author.profileicon
     FROM entry, author`,
  )
  if (!row) return yield* Effect.die(new Error(`user ${input.userid} is missing`))
  return toActivity(row) satisfies TicketActivity
})
