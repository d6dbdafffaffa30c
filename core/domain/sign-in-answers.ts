/**
 * Sign-in answers the server words and the login screen and CLI read: the deactivated account's
 * sentence, and when a refusal is followed by the remaining attempts.
 */

/** The answer to the right password of a deactivated account. */
export const DEACTIVATED_SIGN_IN_MESSAGE = "This account is deactivated. Contact your company administrator."

/**
 * Whether a refused sign-in is followed by the attempts left (POST /v1/login/attempts): not when
 * the server's sentence states them already, and not for a deactivated account, whose password
 * was right (its count was just given back, so the figure would read as a warning it is not).
 */
export const refusalShowsAttempts = (message: string): boolean =>
  !/attempt/i.test(message) && message !== DEACTIVATED_SIGN_IN_MESSAGE
