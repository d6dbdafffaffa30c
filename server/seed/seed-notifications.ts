import { sql } from "drizzle-orm"
import type { NotificationEvent, SubscriptionKey } from "../../core/domain/notifications/events.ts"
import { notificationMessage } from "../../core/domain/notifications/messages.ts"
import type { Queries } from "../db/client.ts"
import { pick } from "../db/pick.ts"
import { computed, runRows } from "../db/rows.ts"
import { locations, tickets, users as usersTable } from "../db/schema.ts"
import { insertRows } from "./bulk-insert.ts"
import { seedAnchor } from "./seed-catalog.ts"

const hour = 3_600_000
const TICKET_EVENTS: ReadonlyArray<NotificationEvent> = [
  "TICKET_CREATED",
  "TICKET_COMMENT_ADDED",
  "TICKET_ATTACHMENT_ADDED",
  "TICKET_CLOSED",
]
const both = (event_type: NotificationEvent): SubscriptionKey[] => [
  { event_type, delivery_type: "IN_APP" },
  { event_type, delivery_type: "EMAIL" },
]
const inApp = (event_type: NotificationEvent): SubscriptionKey => ({ event_type, delivery_type: "IN_APP" })

/**
 * Demo subscriptions (README, "Notifications"): both deliveries for the admins' main events, in-app
 * ticket events for the company users, new users of their accounts for the sales rep.
 */
export const DEMO_SUBSCRIPTIONS: Readonly<Record<string, ReadonlyArray<SubscriptionKey>>> = {
  "acme.admin": [
    ...both("TICKET_CREATED"),
    ...TICKET_EVENTS.filter((e) => e !== "TICKET_CREATED").map(inApp),
    ...both("COMPANY_USER_ADDED"),
  ],
  "acme.user": [...TICKET_EVENTS.map(inApp), { event_type: "TICKET_CLOSED", delivery_type: "EMAIL" }],
  "globex.admin": [...TICKET_EVENTS.map(inApp), ...both("COMPANY_USER_ADDED")],
  "globex.user": TICKET_EVENTS.map(inApp),
  "sales.rep": both("SE_COMPANY_USER_ADDED"),
}

/** Notifications each demo customer gets in its history (acme.user: more than two pages). */
const HISTORY: Readonly<Record<string, number>> = {
  "acme.admin": 24,
  "acme.user": 36,
  "globex.admin": 12,
  "globex.user": 8,
}
/** The newest few are unseen, so the bell shows its dot after sign-in. */
const UNSEEN = 3
/** Automated senders (spec: they get the monitoring icon); an intranet message has no link. */
const AUTOMATED = ["Monitoring Alert", "Intranet Message"] as const

/** A ticket the history tells about, with its location's name. */
const ticketRow = {
  ...pick(tickets, ["ticketid", "problem"]),
  locationname: locations.locationname,
}

/**
 * Subscriptions with both deliveries and a notification history for the demo users. No timeline
 * entry is written: globex.admin (created before 28 Jun 2023, no subscription change since) is
 * the demo user who sees the what's-new popup.
 */
export const seedNotifications = async (db: Queries): Promise<void> => {
  const users = await runRows(
    db,
    pick(usersTable, ["userid", "username", "companyid"]),
    sql`SELECT userid, username, companyid FROM users
        WHERE username = ANY(${sql.param(Object.keys(DEMO_SUBSCRIPTIONS))}::text[]) ORDER BY userid`,
  )
  const subscriptions = users.flatMap((u) =>
    (DEMO_SUBSCRIPTIONS[u.username] ?? []).map((s) => [u.userid, s.event_type, s.delivery_type]),
  )
  await insertRows(db, "notification_subscriptions", ["userid", "event_type", "delivery_type"], subscriptions)
  const rows: unknown[][] = []
  for (const u of users) {
    const count = HISTORY[u.username] ?? 0
    if (count === 0) continue
    const ticketsOfUser = await runRows(
      db,
      ticketRow,
      sql`SELECT t.ticketid, l.locationname, t.problem FROM tickets t JOIN locations l ON l.locationid = t.locationid
          WHERE t.companyid = ${u.companyid} ORDER BY t.ticketid DESC LIMIT ${count}`,
    )
    const colleague = await runRows(
      db,
      { userid: usersTable.userid, name: computed<string>() },
      sql`SELECT userid, trim(firstname || ' ' || lastname) AS name FROM users
          WHERE companyid = ${u.companyid} AND userid <> ${u.userid} ORDER BY userid LIMIT 1`,
    )
    const actor = colleague[0]
    ticketsOfUser.forEach((t, i) => {
      const event = TICKET_EVENTS[i % TICKET_EVENTS.length]!
      const automated = i % 7 === 3 ? AUTOMATED[(i / 7) % 2 < 1 ? 0 : 1] : null
      const message = automated
        ? `${automated}: ${t.locationname} reported a fault on Service Ticket #${t.ticketid}`
        : notificationMessage(event, {
            kind: "ticket",
            ticketid: t.ticketid,
            locationname: t.locationname,
            actor: actor?.name ?? "Service",
            detail: t.problem ?? undefined,
          })
      const link = automated === "Intranet Message" ? null : `/tickets/${t.ticketid}`
      const created = new Date(seedAnchor.getTime() - (i * 19 + 2) * hour)
      rows.push([
        u.userid,
        event,
        message,
        link,
        automated ? null : (actor?.userid ?? null),
        automated,
        i >= UNSEEN,
        created,
      ])
    })
  }
  await insertRows(
    db,
    "notifications",
    ["userid", "event_type", "message", "link", "sender_userid", "sender_name", "seen", "created_at"],
    rows,
  )
}
