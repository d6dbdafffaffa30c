import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import {
  isRatingContact,
  maySeeRating,
  type RatingScore,
  ratingLinkState,
  ratingRefusal,
  ratingTexts,
} from "../../core/domain/tickets/rating.ts"
import { Conflict, Forbidden, NotFound } from "../../core/schema/errors.ts"
import type { NewRating, TicketRating } from "../../core/schema/rating.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { query, queryRows } from "../services.ts"

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/** The ticket in scope with its latest ask (`ask_*`) and its latest rating given (`r_*`). */
const ticketWithAsk = (scope: CompanyScope, caller: Caller, ticketid: number, lock: boolean) =>
  queryRows(
    {
      companyid: computed<number>(),
      contactemail: computed<string | null>(),
      email: computed<string | null>(),
      ask_id: computed<number | null>(),
      ask_rated: computed<string | null>(),
      ask_expires: computed<string | null>(),
      r_score: computed<number | null>(),
      r_comment: computed<string | null>(),
      r_rated: computed<string | null>(),
      r_by: computed<number | null>(),
      r_byname: computed<string | null>(),
    },
    sql`SELECT t.companyid, t.contactemail, (SELECT email FROM users WHERE userid = ${caller.userID}) AS email,
               a.ratingid AS ask_id, ${iso("a.rated")} AS ask_rated, ${iso("a.expires")} AS ask_expires,
               g.score::int AS r_score, g.comment AS r_comment, ${iso("g.rated")} AS r_rated,
               g.rated_by_userid AS r_by,
               coalesce((SELECT trim(firstname || ' ' || lastname) FROM users WHERE userid = g.rated_by_userid),
                        g.contactemail) AS r_byname
          FROM tickets t
          LEFT JOIN LATERAL (SELECT * FROM ticket_ratings WHERE ticketid = t.ticketid
                              ORDER BY ratingid DESC LIMIT 1) a ON TRUE
          LEFT JOIN LATERAL (SELECT * FROM ticket_ratings WHERE ticketid = t.ticketid AND rated IS NOT NULL
                              ORDER BY ratingid DESC LIMIT 1) g ON TRUE
         WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}
         ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  )

type AskRow = Effect.Success<ReturnType<typeof ticketWithAsk>>[number]

/** The caller's view of the row: the latest ask, whether they may rate now, the rating if they may see it. */
const viewOf = (caller: Caller, ticketid: number, row: AskRow, now: Date): TicketRating => {
  const viewer = {
    userid: caller.userID,
    roleid: caller.roleid,
    email: row.email,
    companyid: caller.companyid,
  }
  const open =
    row.ask_id !== null &&
    ratingLinkState({ rated: row.ask_rated, expires: row.ask_expires! }, now) === "open"
  const seen = row.r_score !== null && maySeeRating(viewer, row, row.r_by)
  return {
    ticketid,
    asked: row.ask_id !== null,
    // A rating is the customer's own voice: staff viewing as them do not give it.
    canRate: open && !caller.isImpersonation && isRatingContact(viewer, row.contactemail),
    rating: seen
      ? {
          score: row.r_score as RatingScore,
          comment: row.r_comment,
          rated: row.r_rated!,
          ratedby: row.r_byname,
        }
      : null,
  }
}

const notFound = (ticketid: number) => new NotFound({ message: `Ticket ${ticketid} was not found` })

/** GET /v1/ticket/:ticketid/rating: 404 outside the caller's scope, as every ticket call. */
export const readTicketRating = Effect.fn("readTicketRating")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
) {
  const [row] = yield* ticketWithAsk(scope, caller, ticketid, false)
  if (!row) return yield* notFound(ticketid)
  return viewOf(caller, ticketid, row, new Date())
})

/** The comment as stored: trimmed, empty as none. */
export const storedComment = (comment: string | null | undefined): string | null =>
  comment?.trim() ? comment.trim() : null

/**
 * POST /v1/ticket/:ticketid/rating (run inside `inTransaction`): the contact rates the latest close
 * once. The ticket is locked first, so two ratings at once give one 409. 403 for anyone but the
 * contact, 409 when there is no ask or it was used or expired, 429 past `MAIL_LIMITS.rating`.
 */
export const rateTicket = Effect.fn("rateTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  payload: NewRating,
) {
  const [row] = yield* ticketWithAsk(scope, caller, ticketid, true)
  if (!row) return yield* notFound(ticketid)
  const viewer = {
    userid: caller.userID,
    roleid: caller.roleid,
    email: row.email,
    companyid: caller.companyid,
  }
  if (!isRatingContact(viewer, row.contactemail))
    return yield* new Forbidden({ message: ratingTexts.notContact(ticketid) })
  if (caller.isImpersonation) return yield* new Forbidden({ message: ratingTexts.notWhileViewingAs })
  if (row.ask_id === null)
    return yield* new Conflict({ message: ratingTexts.notAsked(ticketid), field: "score" })
  const refusal = ratingRefusal(
    ratingLinkState({ rated: row.ask_rated, expires: row.ask_expires! }, new Date()),
  )
  if (refusal !== undefined) return yield* new Conflict({ message: refusal, field: "score" })
  yield* enforceMailLimit(MAIL_LIMITS.rating, caller.userID)
  yield* query(
    sql`UPDATE ticket_ratings SET score = ${payload.score}, comment = ${storedComment(payload.comment)},
          rated = now(), rated_by_userid = ${caller.userID}
        WHERE ratingid = ${row.ask_id} AND rated IS NULL`,
  )
})
