/** Reset, setup and update tokens (spec section 9: reset token length 40). */
export const ACCOUNT_TOKEN_LENGTH = 40

/** A token is 40 characters of base64url (30 random bytes). */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{40}$/

/** True when `token` has the shape of an account token; anything else never reaches the server. */
export const isAccountTokenShape = (token: string | undefined): token is string =>
  token !== undefined && ACCOUNT_TOKEN_PATTERN.test(token)

/** What a token is for; it decides the screen's title and whether saving signs the user in. */
export type AccountTokenKind = "reset" | "setup" | "update"

/** How long each kind of token lives (README: "Account tokens"). */
export const ACCOUNT_TOKEN_MINUTES: { readonly [K in AccountTokenKind]: number } = {
  reset: 60,
  setup: 7 * 24 * 60,
  update: 15,
}

/** Password reset mails one account may trigger per hour (more are silently not sent). */
export const RESET_MAILS_PER_HOUR = 5

/** The answer to forgot password / username, the same whether or not an account exists. */
export const recoveryMessages = {
  password:
    "If an account with that username exists, we have sent a link to reset its password to the email address on file.",
  username: "If an account uses that email address, we have sent its username there.",
} as const

/** Texts of the token screens (spec sections 2 and 8). */
export const tokenScreenTexts = {
  failureTitle: "Something went wrong",
  failureBody: "Server Error Occurred - Please try again in a few minutes.",
  backToLogin: "Back to Log In",
  saveFailed: "Server Error - We could not set your password at this time, please try again.",
  forcedTitle: "Please update your password",
  forcedBody: "Our password requirements have changed. Please update your password before continuing.",
} as const

/** The heading of a token link's form, by what the token is for. */
export const tokenFormTitle: { readonly [K in AccountTokenKind]: string } = {
  reset: "Reset your password",
  setup: "Complete your account setup",
  update: "Update your password",
}
