import { INTERNAL_STAFF_ROLES, ROLES, type RoleId } from "../roles.ts"
import { sameAddress } from "./customer-close.ts"

/**
 * Satisfaction ratings (issue 28): when a ticket closes (by staff or by the customer) and names a
 * contact address, that contact is asked once, in the portal and by a mailed single-use link, to
 * rate it 1-5 with an optional comment. A reopen and a new close asks again: one rating per close.
 * One rule for the server, the detail, the rating page and the CLI.
 */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const
export type RatingScore = (typeof RATING_SCORES)[number]

/** What each score is called beside its number (the choice, the detail, the CLI). */
export const RATING_LABELS: { readonly [S in RatingScore]: string } = {
  1: "Very poor",
  2: "Poor",
  3: "Fair",
  4: "Good",
  5: "Very good",
}

/** The longest comment (the database checks the same bound). */
export const RATING_COMMENT_MAX = 2000

/** How long a mailed rating link works after the close that sent it. */
export const RATING_LINK_DAYS = 30

/** Where a link stands: it can be used, it was used, or its time ran out. */
export type RatingLinkState = "open" | "used" | "expired"

/** The ask as the rules need it. */
export interface RatingAsk {
  readonly rated: string | null
  readonly expires: string
}

/** Where an ask stands at `now`: used once rated, expired after its time, else open. */
export const ratingLinkState = (ask: RatingAsk, now: Date): RatingLinkState => {
  if (ask.rated !== null) return "used"
  return Date.parse(ask.expires) <= now.getTime() ? "expired" : "open"
}

/** The texts of the ask, the rating and its refusals. */
export const ratingTexts = {
  question: "How did we do?",
  ask: (ticketid: number) => `Service Ticket #${ticketid} was closed. How did we do? Rate it from 1 to 5.`,
  scoreLabel: "Your rating",
  commentLabel: "Comment (optional)",
  submit: "Send rating",
  thanks: "Thank you for your rating.",
  used: "This rating link was already used: the ticket has been rated.",
  expired: "This rating link has expired.",
  invalid: "This rating link is not valid.",
  notAsked: (ticketid: number) => `Service Ticket #${ticketid} has no rating to give`,
  notContact: (ticketid: number) => `Only the contact of Service Ticket #${ticketid} may rate it`,
  notWhileViewingAs: "A rating is the customer's own: it cannot be given while viewing as another user",
  chooseScore: "Choose a rating from 1 to 5",
  commentTooLong: `Comment must be less than ${RATING_COMMENT_MAX} characters`,
  heading: "Satisfaction",
} as const

/** The refusal of a rating for an ask in this state, or undefined when it may be given. */
export const ratingRefusal = (state: RatingLinkState): string | undefined =>
  state === "used" ? ratingTexts.used : state === "expired" ? ratingTexts.expired : undefined

/** The rule for the form: a score 1-5 and a comment within its bound; null when fine. */
export const ratingInvalid = (score: number | null, comment: string): string | null => {
  if (score === null || !(RATING_SCORES as ReadonlyArray<number>).includes(score))
    return ratingTexts.chooseScore
  if (comment.length > RATING_COMMENT_MAX) return ratingTexts.commentTooLong
  return null
}

/** The caller as the rules need it. */
export interface RatingViewer {
  readonly userid: number
  readonly roleid: number | null | undefined
  readonly email: string | null | undefined
  readonly companyid: number | null | undefined
}

/** Whether the caller is the ticket's contact (by address): the one person asked to rate it. */
export const isRatingContact = (viewer: RatingViewer, contactemail: string | null): boolean =>
  (viewer.roleid === ROLES.companyUser || viewer.roleid === ROLES.companyAdmin) &&
  sameAddress(viewer.email, contactemail)

/**
 * Who sees a given rating: provider staff, an admin of the ticket's company, and the person who
 * gave it; no other user (a colleague, a sales representative) does.
 */
export const maySeeRating = (
  viewer: RatingViewer,
  ticket: { readonly companyid: number },
  ratedBy: number | null,
): boolean =>
  INTERNAL_STAFF_ROLES.includes(viewer.roleid ?? -1) ||
  (viewer.roleid === ROLES.companyAdmin && viewer.companyid === ticket.companyid) ||
  (ratedBy !== null && ratedBy === viewer.userid)

/**
 * Who sees satisfaction figures (GET /v1/insights/satisfaction): those who may see every rating of
 * their companies, staff and company admins. An average over few ratings is one person's rating,
 * and two answers a rating apart give it exactly, so colleagues and sales representatives get none.
 */
export const SATISFACTION_ROLES: ReadonlyArray<RoleId> = [
  ROLES.developer,
  ROLES.systemAdmin,
  ROLES.companyAdmin,
]

/** The score as the detail and the CLI write it: '4 of 5 (Good)'. */
export const ratingText = (score: RatingScore): string => `${score} of 5 (${RATING_LABELS[score]})`

/** The longest title the rating page shows. */
const TITLE_MAX = 100

/** The ticket's title on the rating page and in the mail: the problem's first line, shortened. */
export const ratingTitle = (problem: string | null): string => {
  const line = (problem ?? "").trim().split(/\r?\n/)[0]?.trim() ?? ""
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line
}
