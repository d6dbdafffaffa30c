import { useSelector } from "@xstate/react"
import { useId } from "react"
import { RATING_LABELS, RATING_SCORES, ratingTexts } from "../../core/domain/tickets/rating.ts"
import type { ActorRefFrom } from "xstate"
import type { ticketRatingMachine } from "../../core/machines/ticket-rating/ticket-rating.machine.ts"
import type { TicketRatingEvent } from "../../core/machines/ticket-rating/ticket-rating.types.ts"
import { ErrorAlert } from "./error-alert.tsx"
import { ratingFailureText } from "../lib/failure-messages.ts"

/** A satisfaction rating machine (the detail's `rating` child, or the link page's own). */
export type RatingRef = ActorRefFrom<typeof ticketRatingMachine>
import "../styles/rating.css"

/**
 * The 1-5 choice and the optional comment, on the ticket detail and on the mailed link's page. It
 * renders the rating machine's snapshot; events go through `send` (the page machine on the detail,
 * the rating machine itself on the link page).
 */
export function RatingForm(props: {
  readonly rating: RatingRef
  readonly send: (event: TicketRatingEvent) => void
}) {
  const { rating, send } = props
  const id = useId()
  const score = useSelector(rating, (s) => s.context.score)
  const comment = useSelector(rating, (s) => s.context.comment)
  const invalid = useSelector(rating, (s) => s.context.invalid)
  const error = useSelector(rating, (s) => ratingFailureText(s.context.error))
  const sending = useSelector(rating, (s) => s.matches("sending"))
  return (
    <form
      className="rating-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "rating.submit" })
      }}
    >
      <fieldset
        className="rating-scores"
        aria-invalid={invalid === ratingTexts.chooseScore}
        {...(invalid === ratingTexts.chooseScore ? { "aria-describedby": `${id}-invalid` } : {})}
      >
        <legend>{ratingTexts.scoreLabel}</legend>
        {RATING_SCORES.map((s) => (
          <label key={s} className="rating-score">
            <input
              type="radio"
              name={`${id}-score`}
              value={s}
              checked={score === s}
              onChange={() => send({ type: "rating.score", score: s })}
            />
            <span className="rating-score-number">{s}</span>
            <span className="rating-score-label">{RATING_LABELS[s]}</span>
          </label>
        ))}
      </fieldset>
      {invalid !== null ? (
        <p id={`${id}-invalid`} className="rating-invalid" role="alert">
          {invalid}
        </p>
      ) : null}
      <label className="rating-comment" htmlFor={`${id}-comment`}>
        {ratingTexts.commentLabel}
      </label>
      <textarea
        id={`${id}-comment`}
        className="rating-comment-input"
        rows={3}
        value={comment}
        onChange={(e) => send({ type: "rating.comment", value: e.target.value })}
      />
      {error !== null ? <ErrorAlert message={error} /> : null}
      <div className="rating-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? "Sending…" : ratingTexts.submit}
        </button>
      </div>
    </form>
  )
}
