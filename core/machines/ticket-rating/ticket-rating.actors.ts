import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketRatingMachine, viewOfLink, viewOfTicket } from "./ticket-rating.machine.ts"
import type { RatingTarget, SendRatingInput } from "./ticket-rating.types.ts"

/** Live actors: GET|POST /v1/ticket/:ticketid/rating, or GET|POST /v1/rating/:token for a link. */
export const makeTicketRatingActors = (runtime: PortalRuntime) => ({
  fetchRating: effectActor(runtime, ({ target }: { target: RatingTarget }) =>
    withClient((client) =>
      "token" in target
        ? Effect.map(client.ratingLink.check({ params: { token: target.token } }), viewOfLink)
        : Effect.map(client.ratings.rating({ params: { ticketid: target.ticketid } }), viewOfTicket),
    ),
  ),
  sendRating: effectActor(runtime, ({ target, payload }: SendRatingInput) =>
    withClient((client) =>
      "token" in target
        ? Effect.map(client.ratingLink.rate({ params: { token: target.token }, payload }), viewOfLink)
        : Effect.map(client.ratings.rate({ params: { ticketid: target.ticketid }, payload }), viewOfTicket),
    ),
  ),
})

/** Start with `{ input: { target: { ticketid } } }` or `{ input: { target: { token } } }`. */
export const liveTicketRatingMachine = (runtime: PortalRuntime) =>
  ticketRatingMachine.provide({ actors: makeTicketRatingActors(runtime) })
