import { Schema } from "effect"
import { ACCOUNT_TOKEN_LENGTH, ACCOUNT_TOKEN_PATTERN } from "../domain/account-tokens.ts"
import { RATING_COMMENT_MAX, RATING_SCORES } from "../domain/tickets/rating.ts"
import { labelled, optionalText } from "./form-fields.ts"
import { InsightsPeriod } from "./insights.ts"

/** A score 1-5 (core/domain/tickets/rating.ts). */
export const RatingScore = Schema.Literals(RATING_SCORES)

/** POST /v1/ticket/:ticketid/rating and POST /v1/rating/:token body: the score and an optional comment. */
export const NewRating = Schema.Struct({
  score: labelled("Rating", RatingScore),
  comment: optionalText("Comment", RATING_COMMENT_MAX),
})
export type NewRating = typeof NewRating.Type

/** A rating given: the score, the comment, when and by whom. */
export const Rating = Schema.Struct({
  score: RatingScore,
  comment: Schema.NullOr(Schema.String),
  rated: Schema.String,
  ratedby: Schema.NullOr(Schema.String),
})
export type Rating = typeof Rating.Type

/**
 * GET /v1/ticket/:ticketid/rating answer: whether the latest close asked for a rating, whether the
 * caller may give it now, and the rating when the caller may see it (staff, the ticket's company
 * admin, the person who gave it; null for anyone else).
 */
export const TicketRating = Schema.Struct({
  ticketid: Schema.Finite,
  asked: Schema.Boolean,
  canRate: Schema.Boolean,
  rating: Schema.NullOr(Rating),
})
export type TicketRating = typeof TicketRating.Type

/** The rating link's token: 40 characters of base64url, as account tokens. */
export const RatingToken = Schema.String.check(
  Schema.isPattern(ACCOUNT_TOKEN_PATTERN, {
    message: `must be a ${ACCOUNT_TOKEN_LENGTH}-character rating token`,
  }),
)

/**
 * GET /v1/rating/:token answer (no sign-in): the ticket's number and title and where the link
 * stands; nothing else about the ticket is revealed.
 */
export const RatingLink = Schema.Struct({
  ticketid: Schema.Finite,
  title: Schema.String,
  state: Schema.Literals(["open", "used", "expired"]),
})
export type RatingLink = typeof RatingLink.Type

/** Satisfaction over a stretch of the period or at one location: the average score and how many. */
export const SatisfactionFigure = Schema.Struct({
  average: Schema.NullOr(Schema.Finite),
  count: Schema.Finite,
})

/** GET /v1/insights/satisfaction answer: per month of the period, per location, and overall. */
export const SatisfactionAnswer = Schema.Struct({
  satisfaction: Schema.Struct({
    period: InsightsPeriod,
    overall: SatisfactionFigure,
    monthly: Schema.Array(Schema.Struct({ month: Schema.String, ...SatisfactionFigure.fields })),
    locations: Schema.Array(
      Schema.Struct({ locationid: Schema.Finite, locationname: Schema.String, ...SatisfactionFigure.fields }),
    ),
  }),
})
export type SatisfactionAnswer = typeof SatisfactionAnswer.Type
