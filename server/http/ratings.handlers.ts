import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { resolveFrame } from "../insights/insights-scope.ts"
import { satisfactionInsights } from "../insights/satisfaction.ts"
import { inTransaction } from "../services.ts"
import { readTicketRating, rateTicket } from "../tickets/ticket-rating.ts"
import { checkRatingLink, rateByLink } from "../tickets/ticket-rating-link.ts"
import { callerScope } from "./access.ts"
import { withRetryAfter } from "./too-many-requests.ts"

/** A ticket's rating, rating it in the portal, and the satisfaction insights (issue 28). */
export const RatingsHandlers = HttpApiBuilder.group(PortalApi, "ratings", (handlers) =>
  handlers
    .handle("rating", ({ params }) =>
      Effect.gen(function* () {
        return yield* readTicketRating(yield* callerScope, yield* CurrentCaller, params.ticketid)
      }),
    )
    .handle("rate", ({ params, payload }) =>
      withRetryAfter(
        Effect.gen(function* () {
          const caller = yield* CurrentCaller
          const scope = yield* callerScope
          yield* inTransaction(rateTicket(scope, caller, params.ticketid, payload))
          return yield* readTicketRating(scope, caller, params.ticketid)
        }),
      ),
    )
    .handle("satisfaction", ({ query }) =>
      Effect.gen(function* () {
        const frame = yield* resolveFrame(yield* callerScope, query)
        return { satisfaction: yield* satisfactionInsights(frame) }
      }),
    ),
)

/** The mailed rating link: no session; the token is the permission. */
export const RatingLinkHandlers = HttpApiBuilder.group(PortalApi, "ratingLink", (handlers) =>
  handlers
    .handle("check", ({ params }) => checkRatingLink(params.token))
    .handle("rate", ({ params, payload }) =>
      withRetryAfter(inTransaction(rateByLink(params.token, payload))),
    ),
)
