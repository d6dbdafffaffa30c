/**
 * One address, one mailbox: the address rule of every field that stores an email address (accounts,
 * email changes, ticket contacts, the CLI's check files). It is the spec's "standard address
 * pattern" (section 5) without what lets one stored value reach several mailboxes: a quoted local
 * part (`"x",a@evil.example,"y"@example.com` is one RFC 5322 address list), commas, semicolons,
 * angle brackets, colons, parentheses, whitespace, control and invisible format characters. The
 * server's mail layer checks again with nodemailer's own parser before sending (server/mail).
 */

/** Longest address a mailbox can have (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254

/** A dot-separated local part of characters that need no quoting and cannot split a recipient list. */
const LOCAL = String.raw`[^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*`
/** A host name with a top-level domain of letters, or a bracketed IPv4 address. */
const DOMAIN = String.raw`(\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\]|([a-z0-9-]+\.)+[a-z]{2,})`

/** The address pattern, matched against the lower-cased value. */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@${DOMAIN}$`)

/** Control characters (Cc) and invisible format characters (Cf: bidi controls, zero-width marks). */
const HIDDEN = /[\p{Cc}\p{Cf}]/u

/**
 * True when a non-empty value is exactly one mailbox address: no quoted local part, no list
 * separators, no display name, no whitespace, control or format characters, at most 254 characters.
 */
export const isSingleMailbox = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && !HIDDEN.test(value) && EMAIL_PATTERN.test(value.toLowerCase())
