import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Forbidden, NotFound } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import { TimelineAnswer, TimelineQuery } from "../schema/user-activity.ts"
import { Authentication } from "./middleware.ts"

/** Users and their records (spec section 7, Users and companies). */
export class UsersApi extends HttpApiGroup.make("users")
  .add(
    /** A user's activity timeline, newest first: the user's own, or (admins) a user in their scope. */
    HttpApiEndpoint.get("timeline", "/v1/user/activity/timeline/:id", {
      params: { id: Id },
      query: TimelineQuery,
      success: TimelineAnswer,
      error: [BadRequest, Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}
