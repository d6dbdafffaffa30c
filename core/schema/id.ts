import { Schema } from "effect"
import { MAX_ID } from "../domain/constants.ts"

/** Ids are positive whole numbers that fit a PostgreSQL integer column. */
export const Id = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(MAX_ID))

/** A whole number from `min` to `max` written in a query string (`?pl=50`). */
export const QueryInt = (min: number, max: number) =>
  Schema.NumberFromString.check(
    Schema.isInt(),
    Schema.isGreaterThanOrEqualTo(min),
    Schema.isLessThanOrEqualTo(max),
  )

/** An id written in a query string (`?agreementid=7`): the same bounds as `Id`. */
export const QueryId = QueryInt(1, MAX_ID)
