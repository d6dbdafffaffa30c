import { Schema } from "effect"

/**
 * Text a request carries into the database. PostgreSQL text cannot hold a NUL character, so the
 * contract refuses it with a 400 that names the field, instead of the database refusing it later.
 */
export const NUL_REFUSAL = "must not contain NUL characters"

export const RequestText = Schema.String.check(
  Schema.makeFilter<string>((value) => !value.includes("\u0000") || NUL_REFUSAL),
)
