import { Schema } from "effect"
import { MAX_ID } from "../domain/constants.ts"

/** Ids are positive whole numbers that fit a PostgreSQL integer column. */
export const Id = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(MAX_ID))
