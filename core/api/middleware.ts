import { Context } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { BadRequest, Forbidden, PasswordExpired, Unauthorized } from "../schema/errors.ts"

/**
 * Who is calling: resolved by the server from the session cookie, `Authorization: EC <sessionID>`
 * or a personal access token (`Authorization: Bearer portal_pat_...`).
 */
export interface Caller {
  readonly sessionID: string
  readonly userID: number
  readonly roleid: number
  readonly companyid: number
  readonly isImpersonation: boolean
  /** The user's password has expired: only calls marked `whileExpired` in the access table answer. */
  readonly passwordExpired: boolean
  /** Set when the call is authenticated by a personal access token (its id): a session derived from the owner's account. */
  readonly personalTokenId?: number
}

export class CurrentCaller extends Context.Service<CurrentCaller, Caller>()("portal/CurrentCaller") {}

/**
 * Requires a live session (401 `Unauthorized` otherwise) and a role the server's access table
 * allows for the endpoint (403 `Forbidden` otherwise). While the user's password has expired, only
 * the calls that update it, sign out or read the session answer (403 `PasswordExpired` otherwise).
 * A call the access table reserves for the owner's own sign-in answers 403 to a personal token.
 */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentCaller }>()(
  "portal/Authentication",
  { error: [Unauthorized, Forbidden, PasswordExpired] },
) {}

/** Turns request decoding failures into a `BadRequest` that names the offending field. */
export class InputErrors extends HttpApiMiddleware.Service<InputErrors>()("portal/InputErrors", {
  error: BadRequest,
}) {}
