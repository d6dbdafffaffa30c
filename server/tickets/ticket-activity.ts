import type { TicketActivity } from "../../core/schema/ticket.ts"
import type { Queries } from "../db/client.ts"
import { type ActivityRow, toActivity } from "./ticket-rows.ts"

/** Activity type ids of the history: 1 ticket created, 3 comment, 4 attachment added. */
export const ActivityType = { created: 1, comment: 3, attachment: 4 } as const

/** Where an activity came from; 1 is this portal. */
export const PORTAL_APPLICATION_ID = 1

export interface ActivityInput {
  readonly ticketid: number
  readonly activityid: number
  readonly description: string
  readonly userid: number
  readonly at?: Date
}

/**
 * Appends an entry to a ticket's history and makes it the ticket's latest activity (description,
 * date and modified date move together, in one statement).
 */
export const addActivity = async (db: Queries, input: ActivityInput): Promise<TicketActivity> => {
  const at = (input.at ?? new Date()).toISOString()
  const [row] = await db.query<ActivityRow>(
    `WITH author AS (
       SELECT userid, firstname || ' ' || lastname AS name, profileicon FROM users WHERE userid = $4
     ), entry AS (
       INSERT INTO ticket_activities (ticketid, activitytypeid, applicationid, description, createdby, createdbyuserid, createddate)
       SELECT $1, $2, $3, $5, author.name, author.userid, $6::timestamptz FROM author
       RETURNING activityid, ticketid, activitytypeid, applicationid, description, createdby, createddate
     ), touched AS (
       UPDATE tickets SET latestactivitydescription = $5, latestactivitydate = $6::timestamptz,
         modifieddateutc = $6::timestamptz
       WHERE ticketid = $1 AND EXISTS (SELECT 1 FROM entry)
     )
     SELECT entry.activityid AS id, entry.ticketid, entry.activitytypeid AS activityid, entry.applicationid,
            entry.description, entry.createdby, entry.createddate AS createddateutc, author.profileicon
     FROM entry, author`,
    [input.ticketid, input.activityid, PORTAL_APPLICATION_ID, input.userid, input.description, at],
  )
  if (!row) throw new Error(`user ${input.userid} is missing`)
  return toActivity(row)
}
