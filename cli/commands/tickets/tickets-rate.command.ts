import type { RatingView } from "../../../core/machines/ticket-rating/ticket-rating.types.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { parseTicketId } from "./list-options.ts"
import { parseScore, ratingLine, throughRating } from "./ticket-rating.ts"

export interface TicketsRateOptions {
  readonly id: string
  readonly score?: string | undefined
  readonly comment?: string | undefined
}

/**
 * `portal tickets rate <id> --score N [--comment <text>]`: the ticket's contact rates its latest
 * close once (issue 28). 403 (not the contact) or 409 (no ask, already rated, expired) exits 1.
 */
export const run = (options: TicketsRateOptions, deps: CliDeps): Promise<RatingView> => {
  const ticketid = parseTicketId(options.id)
  const score = parseScore(options.score)
  return withSignedIn(deps, (s) => throughRating(deps, ticketid, s, { score, comment: options.comment }))
}

export const render = (view: RatingView): string =>
  `Rated Service Ticket #${view.ticketid}${view.rating ? `: ${ratingLine(view.rating)}` : ""}.`
