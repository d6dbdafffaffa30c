/**
 * Lengths of an account's text fields, declared once: the contract's Schemas (`NewUser`,
 * `UserUpdate`), the profile rules the server and the profile form apply, and the inputs' own
 * `maxLength` all read them. The spec gives no number; these are the limits the forms enforced.
 */

/** Longest first or last name. */
export const NAME_MAX_LENGTH = 50

/** Longest username. */
export const USERNAME_MAX_LENGTH = 50
