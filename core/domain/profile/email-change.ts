import { deadLinkTexts } from "../token-links.ts"

/** How long the confirm and cancel links of an email change work (README: "Email change"). */
export const EMAIL_CHANGE_TOKEN_MINUTES = 24 * 60

/** Email change requests one user may make an hour (beyond it: 429). */
export const EMAIL_CHANGES_PER_HOUR = 5

/** What a token link does. */
export type EmailChangeAction = "confirm" | "cancel"

/**
 * The answer to POST /v1/user/email/:id. It is the same whether or not another account already
 * uses the new address, so the call cannot be used to learn which addresses have accounts.
 */
export const emailChangeRequested = (newEmail: string) =>
  `We have sent a confirmation link to ${newEmail}. Your email address changes when it is opened; until then the current address stays. A link to cancel went to the current address.`

/** Texts of the email change screens and answers. */
export const emailChangeTexts = {
  confirmTitle: "Confirm Email Change",
  cancelTitle: "Cancel Email Change",
  confirming: "Confirming your new email address…",
  cancelling: "Cancelling the email change…",
  confirmed: "Your email address has been changed.",
  cancelled: "The email change has been cancelled. Your email address stays as it was.",
  timedOut: "The server did not answer in time. Please try the link again in a few minutes.",
  invalidLink: deadLinkTexts.invalid,
  /** Only the holder of the new mailbox sees this (it opened the confirm link). */
  addressTaken:
    "This email address already belongs to another account, so it cannot be used for this one. The change was not made.",
  sameAddress: "That is already your email address.",
  impersonating: "An email address cannot be changed while viewing as another user",
} as const
