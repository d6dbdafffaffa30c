import { Schema } from "effect"
import { TIMELINE_MAX_LIMIT, USER_ACTIVITY_ACTIONS } from "../domain/user-activity.ts"
import { intParam } from "./list-query-params.ts"

/** One entry of a user's activity timeline (spec section 3: action, createdBy, createdDate). */
export const UserActivity = Schema.Struct({
  id: Schema.Finite,
  action: Schema.Literals(USER_ACTIVITY_ACTIONS),
  /** Who did it: the user, an admin, or null for the system. */
  createdBy: Schema.NullOr(Schema.Finite),
  /** That person's full name, or null for the system. */
  createdByName: Schema.NullOr(Schema.String),
  createdDate: Schema.String,
  /** A small description (which fields changed); never a secret. */
  details: Schema.Record(Schema.String, Schema.Unknown),
})
export type UserActivity = typeof UserActivity.Type

/** `offset` and `limit` of the timeline call (defaults 0 and 20; at most 999 a call). */
export const TimelineQuery = Schema.Struct({
  offset: Schema.optional(intParam("offset", 0, 1_000_000)),
  limit: Schema.optional(intParam("limit", 1, TIMELINE_MAX_LIMIT)),
})
export type TimelineQuery = typeof TimelineQuery.Type

/** Newest first; `count` is the number of entries the user has in all. */
export const TimelineAnswer = Schema.Struct({ items: Schema.Array(UserActivity), count: Schema.Finite })
export type TimelineAnswer = typeof TimelineAnswer.Type
