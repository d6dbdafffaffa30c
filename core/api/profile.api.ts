import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import {
  EmailChangeList,
  EmailChangeOutcome,
  EmailChangeRequest,
  EmailChangeToken,
} from "../schema/profile.ts"
import { StatusMessage } from "../schema/session.ts"
import { Authentication } from "./middleware.ts"

/** The signed-in user's profile and email change requests. */
export class ProfileApi extends HttpApiGroup.make("profile")
  .add(
    /** Mails a confirm link to the new address and a cancel link to the current one. */
    HttpApiEndpoint.post("requestEmailChange", "/v1/user/email/:id", {
      params: { id: Id },
      payload: EmailChangeRequest,
      success: StatusMessage,
      error: [BadRequest, Forbidden, NotFound, TooManyRequests, Conflict],
    }),
    HttpApiEndpoint.get("emailChangeRequests", "/v1/user/:id/emailchangerequests", {
      params: { id: Id },
      success: EmailChangeList,
      error: [Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}

/** The mailed email change links (no session: the link is the proof). */
export class EmailChangeApi extends HttpApiGroup.make("emailChange").add(
  /** 404 when the token is unknown, used or expired; 400 when the address now belongs to another account. */
  HttpApiEndpoint.post("confirm", "/v1/user/confirmemailchange/:token", {
    params: { token: EmailChangeToken },
    success: EmailChangeOutcome,
    error: [BadRequest, NotFound, Conflict],
  }),
  /** 404 when the token is unknown, used or expired. */
  HttpApiEndpoint.post("cancel", "/v1/user/cancelemailchange/:token", {
    params: { token: EmailChangeToken },
    success: EmailChangeOutcome,
    error: [NotFound],
  }),
) {}
