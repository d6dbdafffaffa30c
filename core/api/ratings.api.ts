import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import { InsightsQuery } from "../schema/insights.ts"
import { NewRating, RatingLink, RatingToken, SatisfactionAnswer, TicketRating } from "../schema/rating.ts"
import { Authentication } from "./middleware.ts"

/**
 * Satisfaction ratings (issue 28), paths we chose (listed in the README): the ticket's rating
 * `GET|POST /v1/ticket/:ticketid/rating` and the satisfaction insights `GET /v1/insights/satisfaction`
 * (the same query and scope as the other insights).
 */
export class RatingsApi extends HttpApiGroup.make("ratings")
  .add(
    HttpApiEndpoint.get("rating", "/v1/ticket/:ticketid/rating", {
      params: { ticketid: Id },
      success: TicketRating,
      error: [NotFound],
    }),
    /** 403: not the ticket's contact; 409: no ask, already rated or expired; 429 past the bound. */
    HttpApiEndpoint.post("rate", "/v1/ticket/:ticketid/rating", {
      params: { ticketid: Id },
      payload: NewRating,
      success: TicketRating,
      error: [BadRequest, Forbidden, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.get("satisfaction", "/v1/insights/satisfaction", {
      query: InsightsQuery,
      success: SatisfactionAnswer,
      error: [BadRequest, NotFound],
    }),
  )
  .middleware(Authentication) {}

/**
 * The mailed rating link (no sign-in): `GET /v1/rating/:token` says the ticket's number and title
 * and whether the link is open, used or expired (404 for a token that never existed);
 * `POST /v1/rating/:token` rates once (409 when used or expired; 429 past the bound).
 */
export class RatingLinkApi extends HttpApiGroup.make("ratingLink").add(
  HttpApiEndpoint.get("check", "/v1/rating/:token", {
    params: { token: RatingToken },
    success: RatingLink,
    error: [NotFound],
  }),
  HttpApiEndpoint.post("rate", "/v1/rating/:token", {
    params: { token: RatingToken },
    payload: NewRating,
    success: RatingLink,
    error: [BadRequest, NotFound, Conflict, TooManyRequests],
  }),
) {}
