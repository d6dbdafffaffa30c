import { waitFor } from "xstate"
import { RATING_SCORES, type RatingScore, ratingText } from "../../../core/domain/tickets/rating.ts"
import type { RatingView } from "../../../core/machines/ticket-rating/ticket-rating.types.ts"
import type { Rating } from "../../../core/schema/rating.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import type { SignedIn } from "../shared/signed-in.ts"

/** The `--score` option: 1 to 5 (core/domain/tickets/rating.ts). */
export const parseScore = (value: string | undefined): RatingScore => {
  const score = RATING_SCORES.find((s) => String(s) === value?.trim())
  if (score === undefined) throw usageError("give --score 1, 2, 3, 4 or 5")
  return score
}

/**
 * Drives the ticketRating machine for a ticket as the detail does: asks it to load where the ask stands,
 * then, with a score, sends it (the rule refuses what the form refuses, exit 2; the server's 403
 * or 409 exits 1 with its reason). Returns the view after the call.
 */
export const throughRating = async (
  deps: CliDeps,
  ticketid: number,
  s: SignedIn,
  rating?: { readonly score: RatingScore; readonly comment?: string | undefined },
): Promise<RatingView> => {
  const actor = startMachine(deps, "ticketRating", { target: { ticketid } })
  // The ticket's face waits to be shown, as the detail's section does.
  actor.send({ type: "rating.load" })
  try {
    const loaded = await waitFor(actor, (snap) => snap.matches("ready") || snap.matches("failed"))
    if (loaded.matches("failed"))
      throw s.failure(`could not read the rating of ticket #${ticketid}`, loaded.context.error)
    if (rating === undefined) return loaded.context.view!
    actor.send({ type: "rating.score", score: rating.score })
    actor.send({ type: "rating.comment", value: rating.comment ?? "" })
    actor.send({ type: "rating.submit" })
    const invalid = actor.getSnapshot().context.invalid
    if (invalid !== null) throw usageError(invalid)
    const end = await waitFor(actor, (snap) => snap.matches("ready"))
    if (!end.context.sent) throw s.failure(`could not rate ticket #${ticketid}`, end.context.error)
    return end.context.view!
  } finally {
    actor.stop()
  }
}

/** The rating's line in `tickets show` and `tickets rate`: '4 of 5 (Good) by Alice Acheson: Kind'. */
export const ratingLine = (rating: Rating): string =>
  `${ratingText(rating.score as RatingScore)}${rating.ratedby ? ` by ${rating.ratedby}` : ""}${
    rating.comment ? `: ${rating.comment.replace(/\s+/g, " ")}` : ""
  }`
