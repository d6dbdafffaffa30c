import { Schema } from "effect"
import { ACCOUNT_TOKEN_PATTERN } from "../domain/account-tokens.ts"
import { requiredEmail } from "./form-fields.ts"

/** POST /v1/user/email/:id: the email rule of spec section 5 (here required). */
export const EmailChangeRequest = Schema.Struct({
  newEmail: requiredEmail("Email"),
})
export type EmailChangeRequest = typeof EmailChangeRequest.Type

/** One pending email change (GET /v1/user/:id/emailchangerequests). */
export const EmailChange = Schema.Struct({
  id: Schema.Finite,
  newEmail: Schema.String,
  created: Schema.String,
  expires: Schema.String,
})
export type EmailChange = typeof EmailChange.Type

/** The pending email changes of a user, in the list envelope (status, items, count). */
export const EmailChangeList = Schema.Struct({
  status: Schema.String,
  items: Schema.Array(EmailChange),
  count: Schema.Finite,
})
export type EmailChangeList = typeof EmailChangeList.Type

/** A confirm or cancel token in a path: 40 characters of base64url, like every mailed token. */
export const EmailChangeToken = Schema.String.check(
  Schema.isPattern(ACCOUNT_TOKEN_PATTERN, { message: "must be a 40-character email change token" }),
)

/** Answer of the confirm and cancel calls. */
export const EmailChangeOutcome = Schema.Struct({
  status: Schema.String,
  message: Schema.String,
  /** The account's address after the call. */
  email: Schema.String,
})
export type EmailChangeOutcome = typeof EmailChangeOutcome.Type
