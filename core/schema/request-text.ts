import { Schema } from "effect"

/**
 * Text a request carries into the database. PostgreSQL text cannot hold a NUL character, so the
 * contract refuses it with a 400 that names the field, instead of the database refusing it later.
 */
export const RequestText = Schema.String.check(
  Schema.makeFilter<string>((value) => !value.includes("\u0000") || "must not contain NUL characters"),
)

/** Row ids: positive and within a PostgreSQL integer, so a larger one is a 400 naming the field. */
export const RowId = Schema.Int.check(
  Schema.isGreaterThanOrEqualTo(1),
  Schema.isLessThanOrEqualTo(2_147_483_647),
)
