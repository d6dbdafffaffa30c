import type { AreaDocs } from "./operation-doc.ts"

/** Docs of signing in, the caller's own account and session, passwords, configuration and the client log. */
export const accountOperationDocs: AreaDocs<
  "auth" | "config" | "account" | "password" | "dev" | "emailChange" | "clientLog" | "tokens"
> = {
  "auth.login": {
    summary: "Sign in",
    description:
      "Checks a username and password and returns the session (`message, sessionID, userID, passwordExpired, isImpersonation`), also set as the HttpOnly session cookie. A wrong password counts down `attemptsRemaining` and locks the account for a stated period (423), the same way for unknown usernames.",
  },
  "auth.loginAttempts": {
    summary: "Sign-in attempts remaining",
    description: "Returns `attemptsRemaining` for a username before the account locks.",
  },
  "config.config": {
    summary: "Public configuration",
    description:
      "Product name, provider name, support phone, version and the seed scale; the support phone is a configured value.",
  },
  "account.loginCount": {
    summary: "Sign-in count of a user",
    description: "Returns `count`, how many times the user has signed in.",
  },
  "account.session": {
    summary: "Whose credential this is",
    description:
      "Returns the user a call's credential stands for (a session, a viewing-as session or a personal access token) and which kind it is; the CLI uses it to find a token's owner.",
  },
  "account.logout": {
    summary: "Sign out",
    description: "Ends the caller's session and clears the session cookie.",
  },
  "account.logoutAll": {
    summary: "Sign out of every session",
    description:
      "Ends every session of the signed-in user (other browsers, the CLI) and the impersonations they run, this one included.",
  },
  "account.expired": {
    summary: "Password expiry",
    description: "Returns `isExpired`: whether the caller must update the password before continuing.",
  },
  "account.newToken": {
    summary: "Password update token",
    description:
      "A single-use update token (answer field `token`, 15 minutes) for the caller's own account, for a password change or the forced update. The current password is checked like a sign-in: a wrong one answers 400 naming `currentPassword` with the attempts left, 423 once the account locks.",
  },
  "account.policyConfirmation": {
    summary: "Confirm the policy",
    description: "Records that the signed-in user confirmed the policy.",
  },
  "password.forgot": {
    summary: "Forgot password",
    description:
      "Mails a password reset link for `{ username }`. Answers the same sentence whether or not an account matches.",
  },
  "password.forgotUsername": {
    summary: "Forgot username",
    description:
      "Mails the usernames registered to `{ email }`. Answers the same sentence whether or not an account matches.",
  },
  "password.checkToken": {
    summary: "Check a reset, setup or update link",
    description:
      "Returns the link's kind (`reset`, `setup` or `update`) and the username; 404 for an unknown, used or expired token.",
  },
  "password.reset": {
    summary: "Set a password from a link",
    description:
      "Sets `{ password }` through a reset, setup or update token. Setup and update tokens also sign the user in (the session is answered and set as the cookie). 400 names the password rules not met.",
  },
  "dev.outbox": {
    summary: "Demo mail outbox",
    description:
      "Demo mode only, to a loopback client, without SMTP: the newest 50 mails sent, so tests can follow reset and setup links; 404 otherwise.",
  },
  "emailChange.confirm": {
    summary: "Confirm an email change",
    description:
      "The mailed link's token confirms the new email address (the link is the proof: no session). 404 for an unknown, used, superseded or expired token.",
  },
  "emailChange.cancel": {
    summary: "Cancel an email change",
    description:
      "The mailed link's token cancels a pending email address change (no session). 404 for an unknown, used, superseded or expired token.",
  },
  "clientLog.send": {
    summary: "Send client log entries",
    description:
      "A batch of the page's events and failed-request details, with password fields removed; only when remote logging is on (else 404). At most 50 entries and 64 KB a batch.",
  },
  "tokens.list": {
    summary: "List my personal access tokens",
    description:
      "The caller's own tokens with name, created, expiry and last use; never a secret. Refused (403) to a token and while viewing as another user.",
  },
  "tokens.create": {
    summary: "Create a personal access token",
    description:
      "Creates a token for the caller with a name unique among their live tokens (409 when taken) and an optional expiry in days; answers the secret once, which is stored only as a hash. At most 20 live tokens per user. Refused (403) to a token and while viewing as another user.",
  },
  "tokens.revoke": {
    summary: "Revoke a personal access token",
    description:
      "Revokes one of the caller's tokens by id or name; calls with it answer 401 from then on. Refused (403) to a token and while viewing as another user.",
  },
}
