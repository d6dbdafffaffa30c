import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { LOGIN_PATH } from "../../../core/domain/routes.ts"
import { ratingRefusal, ratingTexts } from "../../../core/domain/tickets/rating.ts"
import { ratingFailureText } from "../../lib/failure-messages.ts"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { AuthCard } from "./auth-card.tsx"
import { RatingForm } from "../../components/rating-form.tsx"

/**
 * /rate/:token, the mailed rating link (no sign-in): the ticket's number and title only, the 1-5
 * choice and the comment, sent once; a used, expired or unknown link says so.
 */
export default function RatingLinkScreen({ params, config, title }: ScreenProps) {
  const rating = usePortalMachine("ticketRating", { input: { target: { token: params.token ?? "" } } })
  const view = useSelector(rating, (s) => s.context.view)
  const sent = useSelector(rating, (s) => s.context.sent)
  const loading = useSelector(rating, (s) => s.matches("loading") || s.matches("idle"))
  const failure = useSelector(rating, (s) =>
    s.matches("failed") ? ratingFailureText(s.context.error) : null,
  )
  const refusal =
    view !== null && !sent ? ratingRefusal(view.state === "none" ? "used" : view.state) : undefined
  return (
    <AuthCard config={config} title={title}>
      <div className="rating-link">
        {loading ? <p role="status">Loading the rating link…</p> : null}
        {failure !== null ? (
          <p className="rating-link-message" role="alert">
            {failure}
          </p>
        ) : null}
        {view !== null ? (
          <p className="rating-link-ticket">
            <strong>Service Ticket #{view.ticketid}</strong>
            {view.title ? <span className="rating-link-title">{view.title}</span> : null}
          </p>
        ) : null}
        {sent ? (
          <p className="rating-thanks" role="status">
            {ratingTexts.thanks}
          </p>
        ) : refusal !== undefined ? (
          <p className="rating-link-message" role="status">
            {refusal}
          </p>
        ) : view?.canRate ? (
          <>
            <p className="rating-question">{ratingTexts.question}</p>
            <RatingForm rating={rating} send={(event) => rating.send(event)} />
          </>
        ) : null}
        {!loading ? (
          <p className="rating-link-back">
            <Link href={LOGIN_PATH}>{tokenScreenTexts.backToLogin}</Link>
          </p>
        ) : null}
      </div>
    </AuthCard>
  )
}
