import type { RatingLinkState, RatingScore } from "../../domain/tickets/rating.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewRating, Rating } from "../../schema/rating.ts"

/** What is rated: a ticket in the portal (signed in) or the close a mailed link names (no sign-in). */
export type RatingTarget = { readonly ticketid: number } | { readonly token: string }

export interface TicketRatingInput {
  readonly target: RatingTarget
}

/**
 * The rating as both faces show it: the ticket's number (and title on the link page), where the ask
 * stands (`none`: the latest close asked no one the caller is), whether the caller may rate now, and
 * the rating when the caller may see it.
 */
export interface RatingView {
  readonly ticketid: number
  readonly title: string | null
  readonly state: RatingLinkState | "none"
  readonly canRate: boolean
  readonly rating: Rating | null
}

/** Failures of the four calls (400, 403, 404, 409, 429 and the transport). */
export type RatingFailure =
  | EndpointFailure<"ratings", "rating">
  | EndpointFailure<"ratings", "rate">
  | EndpointFailure<"ratingLink", "check">
  | EndpointFailure<"ratingLink", "rate">

export interface TicketRatingContext extends TicketRatingInput {
  readonly view: RatingView | null
  readonly score: RatingScore | null
  readonly comment: string
  /** The form rule's message ('Choose a rating from 1 to 5'), or null. */
  readonly invalid: string | null
  readonly error: RatingFailure | null
  /** True once this actor sent a rating the server took (the thanks). */
  readonly sent: boolean
}

export type TicketRatingEvent =
  | { readonly type: "rating.load" }
  | { readonly type: "rating.score"; readonly score: RatingScore }
  | { readonly type: "rating.comment"; readonly value: string }
  | { readonly type: "rating.submit" }
  | { readonly type: "rating.retry" }

/** What `sendRating` sends. */
export interface SendRatingInput {
  readonly target: RatingTarget
  readonly payload: NewRating
}
