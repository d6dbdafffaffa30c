import { ratingText } from "../../../core/domain/tickets/rating.ts"
import type { Rating } from "../../../core/schema/rating.ts"
import { viewerDateTime } from "../../lib/viewer-dates.ts"

/** A rating given: the score in words, the comment, who gave it and when (the viewer's zone). */
export function GivenRating({ rating }: { readonly rating: Rating }) {
  return (
    <div className="given-rating">
      <p className="given-rating-score">
        <span className="rating-stars" aria-hidden="true">
          {"★".repeat(rating.score)}
          {"☆".repeat(5 - rating.score)}
        </span>{" "}
        Rated {ratingText(rating.score)}
      </p>
      {rating.comment ? <blockquote className="given-rating-comment">{rating.comment}</blockquote> : null}
      <p className="given-rating-meta">
        {rating.ratedby ? `By ${rating.ratedby}, ` : ""}
        {viewerDateTime(rating.rated, "")}
      </p>
    </div>
  )
}
