import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { ratingLinkState, ratingRefusal, ratingTexts, ratingTitle } from "../../core/domain/tickets/rating.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type { NewRating, RatingLink } from "../../core/schema/rating.ts"
import { accountTokenKey } from "../accounts/account-tokens.ts"
import { computed } from "../db/rows.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { query, queryRows } from "../services.ts"
import { storedComment } from "./ticket-rating.ts"

/** The ask a token opens (by its SHA-256 only), with the ticket's number and problem. */
const askOfToken = (token: string, lock: boolean) =>
  queryRows(
    {
      ratingid: computed<number>(),
      ticketid: computed<number>(),
      problem: computed<string | null>(),
      contactemail: computed<string>(),
      contact: computed<number | null>(),
      rated: computed<string | null>(),
      expires: computed<string>(),
    },
    sql`SELECT r.ratingid, r.ticketid, t.problem, r.contactemail, r.contact_userid AS contact,
               to_char(r.rated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS rated,
               to_char(r.expires AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires
          FROM ticket_ratings r JOIN tickets t ON t.ticketid = r.ticketid
         WHERE r.token_hash = ${accountTokenKey(token)}
         ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  )

const invalid = new NotFound({ message: ratingTexts.invalid })

/** GET /v1/rating/:token: the ticket's number and title and where the link stands; 404 for an unknown token. */
export const checkRatingLink = Effect.fn("checkRatingLink")(function* (token: string) {
  const [ask] = yield* askOfToken(token, false)
  if (!ask) return yield* invalid
  return {
    ticketid: ask.ticketid,
    title: ratingTitle(ask.problem),
    state: ratingLinkState(ask, new Date()),
  } satisfies RatingLink
})

/**
 * POST /v1/rating/:token (run inside `inTransaction`): rates once; the ask is locked first, so two
 * uses at once give one 409. 409 when used or expired; 429 past `MAIL_LIMITS.rating` per address.
 */
export const rateByLink = Effect.fn("rateByLink")(function* (token: string, payload: NewRating) {
  const [ask] = yield* askOfToken(token, true)
  if (!ask) return yield* invalid
  const refusal = ratingRefusal(ratingLinkState(ask, new Date()))
  if (refusal !== undefined) return yield* new Conflict({ message: refusal, field: "token" })
  yield* enforceMailLimit(MAIL_LIMITS.rating, ask.contactemail.toLowerCase())
  yield* query(
    sql`UPDATE ticket_ratings SET score = ${payload.score}, comment = ${storedComment(payload.comment)},
          rated = now(), rated_by_userid = ${ask.contact}
        WHERE ratingid = ${ask.ratingid} AND rated IS NULL`,
  )
  return { ticketid: ask.ticketid, title: ratingTitle(ask.problem), state: "used" } satisfies RatingLink
})
