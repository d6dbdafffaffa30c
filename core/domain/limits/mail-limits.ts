/**
 * Calls that mail someone other than the caller are bounded per user (issue 22): a change request to
 * the agreement's sales representative, an interest request to the account team, a new account's
 * setup mail, and the notice of new files to a ticket's contact address (any address the ticket names). Past the bound the server answers 429 with Retry-After and `mailLimitText`, which every
 * face shows as is. The counters live in the database (server/limits), shared by every process.
 */

/** One bound: at most `points` calls of a kind per user in `windowSeconds`. */
export interface MailLimit {
  /** Key of the counter (stored; never change a name, or the counts restart). */
  readonly name: string
  /** What the caller does and what is counted, in the plural, for the sentence ("send", "change requests"). */
  readonly verb: string
  readonly what: string
  readonly points: number
  readonly windowSeconds: number
}

const HOUR = 3600

export const MAIL_LIMITS = {
  /** POST /v1/sendemail (equipment change request). */
  changeRequest: {
    name: "change-request",
    verb: "send",
    what: "change requests",
    points: 40,
    windowSeconds: HOUR,
  },
  /** POST /v1/interest: half the bound of 20 an hour per account team, so one user cannot spend it all. */
  interest: {
    name: "interest",
    verb: "send",
    what: "requests to your account team",
    points: 10,
    windowSeconds: HOUR,
  },
  /**
   * POST /v1/sendemail with `{ template }` alone (the account team asked to get in touch): the
   * client sends it once a session, so a few a day cover signing in again.
   */
  accountTeamContact: {
    name: "account-team-contact",
    verb: "send",
    what: "requests to your account team",
    points: 5,
    windowSeconds: 24 * HOUR,
  },
  /**
   * Replies by email (issue 29) one sender address may send to the inbound listener; past it the
   * listener answers MAIL FROM with a temporary refusal (450), so a looping robot stops.
   */
  replyMail: { name: "reply-mail", verb: "send", what: "replies by email", points: 30, windowSeconds: HOUR },
  /** POST /v1/user (each new account is mailed its setup link). */
  newUser: { name: "new-user", verb: "create", what: "users", points: 100, windowSeconds: HOUR },
  /**
   * POST /v1/ticket/attachment/notification when it mails the ticket's contact address, which the
   * ticket's creator typed and need not be anyone's account.
   */
  ticketContact: {
    name: "ticket-contact",
    verb: "send",
    what: "file notices to ticket contacts",
    points: 60,
    windowSeconds: HOUR,
  },
  /**
   * A ticket's close asks its contact address for a rating by mail (issue 28): counted per user who
   * closes; past the bound the close still succeeds and the ask stays in the portal, unmailed.
   */
  ratingAsk: {
    name: "rating-ask",
    verb: "send",
    what: "rating requests",
    points: 60,
    windowSeconds: HOUR,
  },
  /**
   * The same mails per receiving address and per ticket: the contact address is whatever the ticket's
   * creator typed, and each close of a ticket asks again, so without them a customer could send the
   * mail (its title the first line of a problem they wrote) to any address, again and again by closing
   * and reopening. Past either bound the ask stays in the portal, unmailed.
   */
  ratingAskAddress: {
    name: "rating-ask-address",
    verb: "send",
    what: "rating requests to one address",
    points: 20,
    windowSeconds: 24 * HOUR,
  },
  ratingAskTicket: {
    name: "rating-ask-ticket",
    verb: "send",
    what: "rating requests for one ticket",
    points: 1,
    windowSeconds: 24 * HOUR,
  },
  /** Ratings given, in the portal (per user) or by a mailed link (per contact address). */
  rating: { name: "rating", verb: "send", what: "ratings", points: 20, windowSeconds: HOUR },
} as const satisfies Readonly<Record<string, MailLimit>>

/** "an hour", "a day", or "in 15 minutes" for a window. */
const windowText = (seconds: number): string =>
  seconds === HOUR ? "an hour" : seconds === 24 * HOUR ? "a day" : `in ${Math.round(seconds / 60)} minutes`

/** How long until the caller may try again, in words: "1 minute", "42 minutes", "30 seconds". */
export const waitText = (seconds: number): string => {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? "1 minute" : `${minutes} minutes`
}

/** The 429 sentence: 'You can send at most 40 change requests an hour. Please try again in 12 minutes.' */
export const mailLimitText = (limit: MailLimit, retryAfterSeconds: number): string =>
  `You can ${limit.verb} at most ${limit.points} ${limit.what} ${windowText(limit.windowSeconds)}. Please try again in ${waitText(retryAfterSeconds)}.`
