/**
 * Links that carry a token (reset, setup, update, email change) fail in two ways that need different
 * words: a link that can never work (used, expired, unknown, malformed: the server answered 4xx or
 * the token was never sent) and a server that could not answer (5xx, no answer, too busy). Only the
 * second is worth trying again; the spec's 'Something went wrong' screen is for it.
 */
export type LinkFailureKind = "deadLink" | "serverFailure"

/**
 * What a token link's failure means, from the HTTP status it answered (`null`: the token's shape
 * was wrong, so no call was made; -1: no answer). 408 and 429 say "later", so they are not dead.
 */
export const linkFailureKind = (status: number | null): LinkFailureKind =>
  status === null || (status >= 400 && status < 500 && status !== 408 && status !== 429)
    ? "deadLink"
    : "serverFailure"

/** The server's reason for a token it does not honour (404), and the screens' words around it. */
export const deadLinkTexts = {
  invalid: "This link is not valid: it was already used, it has expired, or it never existed.",
  title: "This link cannot be used",
  passwordWayForward: "You can ask for a new link by email, or sign in if you know your password.",
  requestNew: "Request a new link",
  emailWayForward: "To change your email address, sign in and ask for the change again from your profile.",
} as const
