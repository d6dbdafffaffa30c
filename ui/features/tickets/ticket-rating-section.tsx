import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { ratingTexts } from "../../../core/domain/tickets/rating.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { ratingFailureText } from "../../lib/failure-messages.ts"
import type { TicketPageRef, TicketRatingRef } from "./ticket-refs.ts"
import { GivenRating } from "./given-rating.tsx"
import { RatingForm } from "../../components/rating-form.tsx"

/**
 * The satisfaction rating of a closed ticket (issue 28): the contact asked by the latest close rates
 * it here; staff, the company's admin and the one who rated see the rating; anyone else sees nothing.
 * Renders the page's `rating` child, which it asks to load when it shows (the ticket is closed).
 */
export function TicketRatingSection({ page }: { readonly page: TicketPageRef }) {
  const rating = page.getSnapshot().children.rating as TicketRatingRef
  const view = useSelector(rating, (s) => s.context.view)
  const loading = useSelector(rating, (s) => s.matches("loading") || s.matches("idle"))
  const failed = useSelector(rating, (s) => s.matches("failed"))
  const sent = useSelector(rating, (s) => s.context.sent)
  const error = useSelector(rating, (s) => (s.matches("failed") ? ratingFailureText(s.context.error) : null))
  useEffect(() => page.send({ type: "rating.load" }), [page])
  const shows = view !== null && (view.rating !== null || view.canRate || sent)
  if (!loading && !failed && !shows) return null
  return (
    <section className="ticket-rating" aria-labelledby="ticket-rating-title">
      <h2 id="ticket-rating-title">{ratingTexts.heading}</h2>
      <LoadingStatus loading={loading} label="Loading the rating…" />
      {failed && error !== null ? (
        <ErrorAlert message={error} action="Try again" onAction={() => page.send({ type: "rating.retry" })} />
      ) : null}
      {sent ? (
        <p className="rating-thanks" role="status">
          {ratingTexts.thanks}
        </p>
      ) : null}
      {view?.rating ? <GivenRating rating={view.rating} /> : null}
      {view?.canRate ? (
        <>
          <p className="rating-question">{ratingTexts.question}</p>
          <RatingForm rating={rating} send={(event) => page.send(event)} />
        </>
      ) : null}
    </section>
  )
}
