import { sql } from "drizzle-orm"
import { publishLive } from "../events/live-publish.ts"
import { Effect } from "effect"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { ROLES } from "../../core/domain/roles.ts"
import { RATING_LINK_DAYS, ratingTexts, ratingTitle } from "../../core/domain/tickets/rating.ts"
import { accountTokenKey, newAccountToken } from "../accounts/account-tokens.ts"
import { computed } from "../db/rows.ts"
import { tickets } from "../db/schema.ts"
import { countHit } from "../limits/limit-counter.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { ratingAskMail } from "../mail/service-mails.ts"
import { Mail, query, queryRows } from "../services.ts"

/**
 * Ends the ticket's unrated asks (a reopen, or the next close's ask): their links then answer
 * 'expired', so a rating always belongs to the latest close.
 */
export const lapseRatingAsks = (ticketid: number) =>
  query(
    sql`UPDATE ticket_ratings SET expires = least(expires, now()) WHERE ticketid = ${ticketid} AND rated IS NULL`,
  )

/**
 * Asks the ticket's contact for a rating of the close that just happened (call inside the close's
 * transaction, staff's or the customer's): a new ask row with a single-use token kept as its SHA-256
 * (the way account tokens are made), the in-app ask for the contact's account when the address is
 * one of the company's users, and the mailed link through the outbox. The mail is bounded per user
 * who closes (`MAIL_LIMITS.ratingAsk`), per ticket (`ratingAskTicket`: one a day, however often it is
 * closed and reopened) and per receiving address (`ratingAskAddress`): past any of them the ask
 * stays in the portal only. A ticket without
 * a contact address asks no one. Earlier unrated asks of the ticket lapse: one rating per close.
 */
export const askForRating = Effect.fn("askForRating")(function* (ticketid: number, closerid: number) {
  const [t] = yield* queryRows(
    {
      contactemail: tickets.contactemail,
      problem: tickets.problem,
      companyid: tickets.companyid,
      contact: computed<number | null>(),
    },
    sql`SELECT t.contactemail, t.problem, t.companyid,
               (SELECT u.userid FROM users u
                 WHERE u.companyid = t.companyid AND u.useractive
                   AND u.roleid IN (${ROLES.companyAdmin}, ${ROLES.companyUser})
                   AND lower(btrim(u.email)) = lower(btrim(t.contactemail))
                 ORDER BY u.userid LIMIT 1) AS contact
          FROM tickets t WHERE t.ticketid = ${ticketid}`,
  )
  const address = t?.contactemail?.trim() ?? ""
  if (!t || address === "") return
  const token = newAccountToken()
  yield* lapseRatingAsks(ticketid)
  yield* query(
    sql`INSERT INTO ticket_ratings (ticketid, contact_userid, contactemail, token_hash, expires)
        VALUES (${ticketid}, ${t.contact}, ${address}, ${accountTokenKey(token)},
                now() + make_interval(days => ${RATING_LINK_DAYS}))`,
  )
  if (t.contact !== null) {
    yield* query(
      sql`INSERT INTO notifications (userid, event_type, message, link, sender_userid)
          VALUES (${t.contact}, 'TICKET_CLOSED', ${ratingTexts.ask(ticketid)}, ${`/tickets/${ticketid}`}, ${closerid})`,
    )
    // The bell of the contact's open tabs follows at once (issue 29), like other notifications.
    yield* publishLive("notification", t.companyid, ticketid, t.contact)
  }
  const hit = yield* countHit(MAIL_LIMITS.ratingAsk, closerid)
  if (hit.hits > MAIL_LIMITS.ratingAsk.points) return
  const forTicket = yield* countHit(MAIL_LIMITS.ratingAskTicket, ticketid)
  if (forTicket.hits > MAIL_LIMITS.ratingAskTicket.points) return
  const toAddress = yield* countHit(MAIL_LIMITS.ratingAskAddress, address.toLowerCase())
  if (toAddress.hits > MAIL_LIMITS.ratingAskAddress.points) return
  const mail = yield* Mail
  yield* enqueueMail(
    ratingAskMail(
      mail.brand,
      mail.links,
      address,
      { ticketid, title: ratingTitle(t.problem) },
      token,
      RATING_LINK_DAYS,
    ),
  )
})
