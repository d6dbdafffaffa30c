import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, Forbidden, NotFound } from "../schema/errors.ts"
import {
  CreatedPersonalToken,
  NewPersonalToken,
  PersonalTokenList,
  TokenRef,
} from "../schema/personal-token.ts"
import { StatusMessage } from "../schema/session.ts"
import { Authentication } from "./middleware.ts"

/**
 * The caller's personal access tokens (issue 26). Only the owner's own sign-in manages them: a call
 * made with a token or while viewing as another user answers 403.
 */
export class TokensApi extends HttpApiGroup.make("tokens")
  .add(
    /** The caller's tokens that are not revoked (expired ones too, until revoked), newest first; never a secret. */
    HttpApiEndpoint.get("list", "/v1/tokens", {
      success: PersonalTokenList,
      error: [Forbidden],
    }),
    /**
     * Creates a token and answers its secret, the only time it is shown. 409 naming `name` when a
     * live token already has that name (case-insensitive), 409 past the per-user bound.
     */
    HttpApiEndpoint.post("create", "/v1/tokens", {
      payload: NewPersonalToken,
      success: CreatedPersonalToken,
      error: [BadRequest, Forbidden, Conflict],
    }),
    /** Revokes a token named by its id or its name; it stops working at once. */
    HttpApiEndpoint.delete("revoke", "/v1/tokens/:ref", {
      params: { ref: TokenRef },
      success: StatusMessage,
      error: [Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}
