/**
 * Where a ticket's history entry came from (`applicationid` of an activity): this portal, or a
 * reply by email (issue 29). Other numbers are other systems of the provider.
 */
export const ACTIVITY_SOURCE = { portal: 1, email: 2 } as const

/** Activity type of a comment (ticket-activity.ts on the server keeps the full list). */
export const COMMENT_ACTIVITY = 3

/** Longest comment, typed in the portal or sent by email (a longer reply is cut to it). */
export const COMMENT_TEXT_MAX = 2000

/** What the timeline says after the author's name: "commented", "commented by email", or nothing. */
export const activityVerb = (activityid: number, applicationid: number | null): string =>
  activityid !== COMMENT_ACTIVITY
    ? ""
    : applicationid === ACTIVITY_SOURCE.email
      ? "commented by email"
      : "commented"
