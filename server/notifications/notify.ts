import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { INTERNAL_STAFF_ROLES, PRIVILEGED_ROLES, ROLES } from "../../core/domain/roles.ts"
import { isTicketEvent, type NotificationEvent } from "../../core/domain/notifications/events.ts"
import {
  type NotificationSubject,
  notificationLink,
  notificationMessage,
} from "../../core/domain/notifications/messages.ts"
import { replyAddress } from "../../core/domain/mail/reply-address.ts"
import { publishLive } from "../events/live-publish.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { issueReplyToken } from "../mail/reply-tokens.ts"
import { notificationMail } from "../mail/service-mails.ts"
import { Mail, query, queryRows } from "../services.ts"
import { pick } from "../db/pick.ts"
import { computed } from "../db/rows.ts"
import { users } from "../db/schema.ts"

const recipientShape = {
  ...pick(users, ["userid", "roleid", "email"]),
  name: computed<string>(),
  in_app: computed<boolean>(),
  by_mail: computed<boolean>(),
}

/**
 * Users who may see a record of `companyid`: its own users, internal staff, and the sales reps of
 * the company's agreements (the company scope of server/auth/scope.ts, from the reader's side).
 */
const readsCompany = (companyid: number): SQL =>
  sql`(u.companyid = ${companyid}
       OR u.roleid = ANY(${sql.param([...INTERNAL_STAFF_ROLES])}::int[])
       OR (u.roleid = ${ROLES.salesRep} AND EXISTS (
             SELECT 1 FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
             WHERE r.userid = u.userid AND a.companyid = ${companyid})))`

/**
 * Active subscribers of the event who may read the company, narrowed by location; never the actor.
 * A ticket's watchers (issue 28) hear of its events whatever locations they follow; they are users
 * of its company, so they are among the readers already, and each recipient is one row (one
 * notification, one mail) whether they watch it, follow its location, or both.
 */
const recipientsOf = (
  event: NotificationEvent,
  who: SQL,
  actor: number | null,
  locationid: number | null,
  ticketid: number | null,
) =>
  queryRows(
    recipientShape,
    sql`SELECT u.userid, u.roleid, u.email, trim(u.firstname || ' ' || u.lastname) AS name,
               bool_or(s.delivery_type = 'IN_APP') AS in_app, bool_or(s.delivery_type = 'EMAIL') AS by_mail
          FROM notification_subscriptions s JOIN users u ON u.userid = s.userid
         WHERE s.event_type = ${event} AND u.useractive AND ${who}
           AND u.userid IS DISTINCT FROM ${actor}::int
           AND (${locationid}::int IS NULL OR NOT EXISTS (
                 SELECT 1 FROM notification_unfollowed_locations l
                  WHERE l.userid = u.userid AND l.locationid = ${locationid}::int)
                OR EXISTS (SELECT 1 FROM ticket_watchers w WHERE w.ticketid = ${ticketid}::int AND w.userid = u.userid))
         GROUP BY u.userid ORDER BY u.userid`,
  )

export interface NotifyInput {
  readonly event: NotificationEvent
  readonly subject: NotificationSubject
  /** The company whose readers may hear of it. */
  readonly companyid: number
  /** Ticket events: the ticket's location (users who unfollow it do not hear of it). */
  readonly locationid: number | null
  /** Who caused it (not notified); null for the system. */
  readonly actorid: number | null
  /** Narrows the readers further (SE_COMPANY_USER_ADDED: sales reps only). */
  readonly only?: SQL
}

const mailSubject = (s: NotificationSubject): string =>
  s.kind === "ticket" ? `Service Ticket #${s.ticketid}` : `New user ${s.name}`

/**
 * Creates the notifications of one event: a row for each subscriber with in-app delivery and an
 * outbox message for each with email delivery. Runs on the surrounding transaction: call it inside
 * `inTransaction` with the change, then `Mail.wake()` after the commit. Returns how many users it reached.
 */
export const notifyEvent = Effect.fn("notifyEvent")(function* (input: NotifyInput) {
  const mail = yield* Mail
  const who = input.only
    ? sql`${readsCompany(input.companyid)} AND ${input.only}`
    : readsCompany(input.companyid)
  const locationid = isTicketEvent(input.event) ? input.locationid : null
  const ticketid = input.subject.kind === "ticket" ? input.subject.ticketid : null
  const recipients = yield* recipientsOf(input.event, who, input.actorid, locationid, ticketid)
  const message = notificationMessage(input.event, input.subject)
  for (const r of recipients) {
    const link = notificationLink(input.subject, PRIVILEGED_ROLES.includes(r.roleid))
    if (r.in_app)
      yield* query(
        sql`INSERT INTO notifications (userid, event_type, message, link, sender_userid)
            VALUES (${r.userid}, ${input.event}, ${message}, ${link}, ${input.actorid})`,
      ).pipe(Effect.andThen(publishLive("notification", input.companyid, ticketid, r.userid)))
    if (r.by_mail && r.email) {
      const replyTo =
        ticketid !== null && mail.replyDomain !== undefined
          ? replyAddress(yield* issueReplyToken(ticketid, r.userid), mail.replyDomain)
          : undefined
      yield* enqueueMail(
        notificationMail(mail.brand, mail.links, r, {
          kind: `notification-${input.event.toLowerCase().replaceAll("_", "-")}`,
          subject: mailSubject(input.subject),
          message,
          link,
          replyTo,
        }),
      )
    }
  }
  return recipients.length
})
