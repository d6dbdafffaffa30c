import { Schema } from "effect"
import { ACCOUNT_TOKEN_LENGTH, ACCOUNT_TOKEN_PATTERN } from "../domain/account-tokens.ts"
import { PASSWORD_MAX_LENGTH } from "../domain/validation/password.ts"
import { Id } from "./id.ts"
import { requiredEmail } from "./form-fields.ts"
import { RequestText } from "./request-text.ts"
import { LoginResult } from "./session.ts"

/** POST /v1/forgot. */
export const ForgotPasswordRequest = Schema.Struct({
  username: RequestText.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
})

/** POST /v1/forgot/username: the email rule of spec section 5 (here required). */
export const ForgotUsernameRequest = Schema.Struct({
  email: requiredEmail("Email"),
})

/** A reset, setup or update token in a path: exactly 40 characters of base64url. */
export const AccountToken = Schema.String.check(
  Schema.isPattern(ACCOUNT_TOKEN_PATTERN, {
    message: `must be a ${ACCOUNT_TOKEN_LENGTH}-character account token`,
  }),
)

export const AccountTokenKind = Schema.Literals(["reset", "setup", "update"])

/** GET /v1/reset/:token: the token is live; what it is for and whose account it opens. */
export const TokenCheck = Schema.Struct({
  status: Schema.String,
  kind: AccountTokenKind,
  username: Schema.String,
})
export type TokenCheck = typeof TokenCheck.Type

/** POST /v1/reset/:token. The rules are checked by the server with the shared password rule. */
export const ResetRequest = Schema.Struct({
  password: Schema.String.check(Schema.isMaxLength(PASSWORD_MAX_LENGTH)),
})

/**
 * Answer of POST /v1/reset/:token. Every session of the user ends; a setup or update token signs
 * the user in again with a new session (also set as the cookie), a reset token does not.
 */
export const ResetResult = Schema.Struct({
  status: Schema.String,
  message: Schema.String,
  session: Schema.NullOr(LoginResult),
})
export type ResetResult = typeof ResetResult.Type

/**
 * POST /v1/newToken: the spec's `userId`, plus the account's current password (issue 22: a session
 * alone must not change a password).
 */
export const NewTokenRequest = Schema.Struct({
  userId: Id,
  currentPassword: Schema.String.check(Schema.isMaxLength(PASSWORD_MAX_LENGTH)),
})
export const NewToken = Schema.Struct({ token: Schema.String })

/** One message of GET /v1/dev/outbox. */
export const OutboxMessage = Schema.Struct({
  id: Schema.Finite,
  kind: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  /** Path of the link the message carries (`/reset-password/<token>`), if any. */
  link: Schema.NullOr(Schema.String),
  status: Schema.Literals(["pending", "delivered", "failed"]),
  attempts: Schema.Finite,
  created: Schema.String,
})
export const OutboxList = Schema.Struct({ items: Schema.Array(OutboxMessage) })
export type OutboxList = typeof OutboxList.Type
