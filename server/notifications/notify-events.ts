import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { ROLES } from "../../core/domain/roles.ts"
import type { NotificationEvent } from "../../core/domain/notifications/events.ts"
import { queryRows } from "../services.ts"
import { notifyEvent } from "./notify.ts"
import { liveKindOf } from "../../core/domain/live/live-events.ts"
import { publishLive } from "../events/live-publish.ts"
import { computed } from "../db/rows.ts"
import { companies, tickets, users } from "../db/schema.ts"

type TicketEvent = Extract<
  NotificationEvent,
  "TICKET_CREATED" | "TICKET_CLOSED" | "TICKET_COMMENT_ADDED" | "TICKET_ATTACHMENT_ADDED"
>

/**
 * Notifies the subscribers of a ticket event (its company's readers who follow its location).
 * Call inside the transaction of the change; `detail` is the problem, comment or file names.
 * `reopened` turns a TICKET_CLOSED into its reopening: the same subscribers hear of it.
 */
export const notifyTicketEvent = Effect.fn("notifyTicketEvent")(function* (
  event: TicketEvent,
  ticketid: number,
  actorid: number | null,
  detail?: string,
  reopened?: true,
) {
  const [t] = yield* queryRows(
    {
      companyid: tickets.companyid,
      locationid: computed<number>(),
      locationname: computed<string | null>(),
      actor: computed<string | null>(),
    },
    sql`SELECT t.companyid, t.locationid, l.locationname,
               (SELECT trim(firstname || ' ' || lastname) FROM users WHERE userid = ${actorid}::int) AS actor
          FROM tickets t LEFT JOIN locations l ON l.locationid = t.locationid
         WHERE t.ticketid = ${ticketid}`,
  )
  if (!t) return 0
  const kind = liveKindOf(event)
  if (kind) yield* publishLive(kind, t.companyid, ticketid)
  return yield* notifyEvent({
    event,
    subject: {
      kind: "ticket",
      ticketid,
      locationname: t.locationname,
      actor: t.actor ?? "Service",
      ...(detail ? { detail } : {}),
      ...(reopened ? { reopened } : {}),
    },
    companyid: t.companyid,
    locationid: t.locationid,
    actorid,
  })
})

/** The new user and who created it (null: the system). */
export interface CompanyUserAdded {
  readonly newUser: { readonly userid: number }
  readonly createdBy: number | null
}

/**
 * COMPANY_USER_ADDED for the new user's colleagues and SE_COMPANY_USER_ADDED for the sales reps of
 * the company's agreements. The user-creation code calls it inside its transaction (after the
 * user's row is written), then wakes the Mail service after the commit.
 */
export const notifyCompanyUserAdded = Effect.fn("notifyCompanyUserAdded")(function* (
  added: CompanyUserAdded,
) {
  const [u] = yield* queryRows(
    {
      companyid: users.companyid,
      name: computed<string>(),
      company: companies.companyname,
      actor: computed<string | null>(),
    },
    sql`SELECT u.companyid, trim(u.firstname || ' ' || u.lastname) AS name, c.companyname AS company,
               (SELECT trim(firstname || ' ' || lastname) FROM users WHERE userid = ${added.createdBy}::int) AS actor
          FROM users u JOIN companies c ON c.companyid = u.companyid
         WHERE u.userid = ${added.newUser.userid}`,
  )
  if (!u) return 0
  const subject = {
    kind: "user" as const,
    userid: added.newUser.userid,
    name: u.name,
    company: u.company,
    actor: u.actor ?? "An administrator",
  }
  const base = { subject, companyid: u.companyid, locationid: null, actorid: added.createdBy }
  // The new user hears of neither: the condition leaves them out.
  const notNew = sql`u.userid <> ${added.newUser.userid}`
  const colleagues = yield* notifyEvent({
    ...base,
    event: "COMPANY_USER_ADDED",
    only: sql`u.companyid = ${u.companyid} AND ${notNew}`,
  })
  const reps = yield* notifyEvent({
    ...base,
    event: "SE_COMPANY_USER_ADDED",
    only: sql`u.roleid = ${ROLES.salesRep} AND ${notNew}`,
  })
  return colleagues + reps
})
