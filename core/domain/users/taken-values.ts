import type { MailLimit } from "../limits/mail-limits.ts"

/**
 * Creating a user or editing one's username or email address answers 409 when another account holds
 * the value, which tells the caller that the account exists, in any company. A company admin is a
 * customer, so those refusals are bounded per caller (internal staff, who list every company's
 * users, are not): past `TAKEN_VALUES_LIMIT` refusals in the
 * window, every create and every change of a username or address answers 429 before anything is
 * looked up (whether or not the new value is taken), so the bound is not a second answer. Creating
 * users that succeed is bounded apart (`MAIL_LIMITS.newUser`).
 */
export const TAKEN_VALUES_LIMIT = {
  name: "taken-account-values",
  verb: "try",
  what: "usernames or email addresses that belong to other accounts",
  points: 20,
  windowSeconds: 3600,
} as const satisfies MailLimit
