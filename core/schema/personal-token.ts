import { Schema } from "effect"
import { PERSONAL_TOKEN_LIMITS, TOKEN_NAME_PATTERN, tokenTexts } from "../domain/tokens/personal-tokens.ts"
import { messages } from "../domain/validation/rules.ts"
import { labelled } from "./form-fields.ts"
import { RequestText } from "./request-text.ts"

const { nameMaxLength, maxExpiryDays } = PERSONAL_TOKEN_LIMITS

/** A token's name: unique among its owner's live tokens (case-insensitive). */
export const TokenName = labelled(
  "Name",
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required("Name") }),
    Schema.isMaxLength(nameMaxLength, { message: messages.maxLength("Name", nameMaxLength) }),
    Schema.isPattern(TOKEN_NAME_PATTERN, { message: tokenTexts.nameShape }),
  ),
  { maxLength: nameMaxLength },
)

/** Days until the token expires, 1 to the bounded maximum. */
export const ExpiryDays = Schema.Int.check(
  Schema.isGreaterThanOrEqualTo(1, { message: tokenTexts.expiryRange }),
  Schema.isLessThanOrEqualTo(maxExpiryDays, { message: tokenTexts.expiryRange }),
)

/** POST /v1/tokens: a name and an optional lifetime in days (none or null: no expiry). */
export const NewPersonalToken = Schema.Struct({
  name: TokenName,
  expiresInDays: Schema.optionalKey(Schema.NullOr(ExpiryDays)),
})
export type NewPersonalToken = typeof NewPersonalToken.Type

/** A token as its owner sees it in the list: never the secret. Dates are ISO 8601 in UTC. */
export const PersonalToken = Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  created: Schema.String,
  expires: Schema.NullOr(Schema.String),
  lastUsed: Schema.NullOr(Schema.String),
})
export type PersonalToken = typeof PersonalToken.Type

/** The answer of a creation: the token and its secret, the only time the secret is shown. */
export const CreatedPersonalToken = Schema.Struct({
  ...PersonalToken.fields,
  secret: Schema.String,
})
export type CreatedPersonalToken = typeof CreatedPersonalToken.Type

/** GET /v1/tokens: the caller's live tokens (not revoked; expired ones until revoked), newest first. */
export const PersonalTokenList = Schema.Struct({
  status: Schema.String,
  items: Schema.Array(PersonalToken),
  count: Schema.Finite,
})
export type PersonalTokenList = typeof PersonalTokenList.Type

/** DELETE /v1/tokens/:ref: a token's id, or its name. */
export const TokenRef = RequestText.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(nameMaxLength, { message: messages.maxLength("Token", nameMaxLength) }),
)
