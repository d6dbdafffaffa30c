import { messages } from "../validation/rules.ts"

/**
 * Personal access tokens (issue 26): a secret a user creates for scripts and the CLI, sent as
 * `Authorization: Bearer <token>`. It acts with its owner's rights (the one user rule of
 * core/domain/users/user-access.ts), never to manage tokens, change the password or email address,
 * or view as another user. The limits below are declared once: the contract's Schemas, the
 * server, the profile form and `portal token create` read them.
 */

/** Every token starts with this, so secret scanners and people recognise one. */
export const PERSONAL_TOKEN_PREFIX = "portal_pat_"

/** The prefix and 32 random bytes in base64url (43 characters). */
export const PERSONAL_TOKEN_PATTERN = /^portal_pat_[A-Za-z0-9_-]{43}$/

/** True when `text` has the shape of a personal access token (the transport sends it as Bearer). */
export const isPersonalToken = (text: string): boolean => PERSONAL_TOKEN_PATTERN.test(text)

export const PERSONAL_TOKEN_LIMITS = {
  /** Longest token name. */
  nameMaxLength: 50,
  /** Live tokens (neither revoked nor expired) one user may hold. */
  maxLive: 20,
  /** Longest lifetime a token may be given, in days. */
  maxExpiryDays: 365,
  /** The last use is written at most this often (seconds), so reads stay cheap. */
  lastUsedEverySeconds: 60,
} as const

/** The lifetimes the profile form offers, in days; `null` is "no expiry". */
export const EXPIRY_CHOICES: ReadonlyArray<number | null> = [7, 30, 90, 365, null]

/** The form's first choice. */
export const DEFAULT_EXPIRY_DAYS = 30

/**
 * Letters, digits, inner spaces, dots, dashes and underscores, with at least one letter: never all
 * digits, so a name never reads as a token's id (`portal token revoke <name or id>`).
 */
export const TOKEN_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9._-](?:[A-Za-z0-9 ._-]*[A-Za-z0-9._-])?$/

export const tokenTexts = {
  nameShape:
    "Name may hold letters, digits, spaces, dots, dashes and underscores, needs a letter, and cannot start or end with a space",
  expiryRange: `Expires must be a whole number of days from 1 to ${PERSONAL_TOKEN_LIMITS.maxExpiryDays}`,
  duplicate: "You already have a token with this name",
  tooMany: `You can hold at most ${PERSONAL_TOKEN_LIMITS.maxLive} personal access tokens: revoke one first`,
  notFound: (ref: string) => `You have no token ${/^\d+$/.test(ref) ? ref : `named "${ref}"`}`,
  /** A token-authenticated call to what needs the owner's own sign-in. */
  refusedToToken:
    "A personal access token cannot manage tokens, sign out, change the password or email address, or view as another user: sign in with your password",
  /** An impersonation session asking to manage tokens. */
  refusedWhileViewingAs: "Personal access tokens cannot be managed while viewing as another user",
  shownOnce: "Copy this token now: you will not see it again.",
} as const

/** The form's rule for a name (the contract's checks, in its words), or undefined when it passes. */
export const tokenNameProblem = (name: string): string | undefined => {
  const trimmed = name.trim()
  if (trimmed === "") return messages.required("Name")
  if (trimmed.length > PERSONAL_TOKEN_LIMITS.nameMaxLength)
    return messages.maxLength("Name", PERSONAL_TOKEN_LIMITS.nameMaxLength)
  return TOKEN_NAME_PATTERN.test(trimmed) ? undefined : tokenTexts.nameShape
}

/** Why `days` is not a lifetime a token may have, or undefined when it is (null: no expiry). */
export const expiryRefusal = (days: number | null): string | undefined =>
  days === null || (Number.isInteger(days) && days >= 1 && days <= PERSONAL_TOKEN_LIMITS.maxExpiryDays)
    ? undefined
    : tokenTexts.expiryRange

/** When a token created at `created` with a lifetime of `days` expires (null: never). */
export const expiresAt = (created: Date, days: number | null): Date | null =>
  days === null ? null : new Date(created.getTime() + days * 24 * 60 * 60 * 1000)

/** True when a token's last use is old enough (or unknown) to be written again at `now`. */
export const isLastUseDue = (lastUsed: Date | null, now: Date): boolean =>
  lastUsed === null || now.getTime() - lastUsed.getTime() >= PERSONAL_TOKEN_LIMITS.lastUsedEverySeconds * 1000

/** Words for a choice of the form's expiry list: "30 days", "1 year", "No expiry". */
export const expiryChoiceText = (days: number | null): string =>
  days === null ? "No expiry" : days === 365 ? "1 year" : `${days} days`

/** A token's state at `now`, for the list. */
export const tokenState = (token: { readonly expires: string | null }, now: Date): "live" | "expired" =>
  token.expires !== null && new Date(token.expires).getTime() <= now.getTime() ? "expired" : "live"

/**
 * The `Authorization` header for a stored credential: a personal token goes as `Bearer`, a session
 * id as `EC` (DESIGN: sessions and security). The CLI stores a `PORTAL_TOKEN` where a session id goes.
 */
export const authorizationOf = (credential: string): string =>
  isPersonalToken(credential) ? `Bearer ${credential}` : `EC ${credential}`
