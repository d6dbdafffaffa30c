import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import {
  AccountLocked,
  BadRequest,
  Forbidden,
  NotFound,
  TooManyRequests,
  Unauthorized,
} from "../schema/errors.ts"
import {
  Credentials,
  CurrentSession,
  Expired,
  LoginAttempts,
  LoginAttemptsRequest,
  LoginCount,
  LoginResult,
  StatusMessage,
} from "../schema/session.ts"
import { Id } from "../schema/id.ts"
import { NewToken, NewTokenRequest } from "../schema/account.ts"
import { Authentication } from "./middleware.ts"

/** Sign-in calls that need no session. */
export class AuthApi extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("login", "/v1/login", {
    payload: Credentials,
    success: LoginResult,
    error: [Unauthorized, AccountLocked, TooManyRequests],
  }),
  HttpApiEndpoint.post("loginAttempts", "/v1/login/attempts", {
    payload: LoginAttemptsRequest,
    success: LoginAttempts,
  }),
) {}

/** Calls about the signed-in account. */
export class AccountApi extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("loginCount", "/v1/user/:id/logincount", {
      params: { id: Id },
      success: LoginCount,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.get("logout", "/v1/logout", { success: StatusMessage }),
    /** Ends every session of the signed-in user (other browsers, the CLI), this one included. */
    HttpApiEndpoint.post("logoutAll", "/v1/logout/all", { success: StatusMessage }),
    HttpApiEndpoint.get("expired", "/v1/expired", { success: Expired }),
    /** Whose credential this is: the CLI resolves a `PORTAL_TOKEN` to its owner with it. */
    HttpApiEndpoint.get("session", "/v1/session", { success: CurrentSession }),
    /**
     * A single-use update token for the caller's own account (password change, forced update); 15
     * minutes. The current password is checked and a wrong one counts like a failed sign-in: 400
     * naming `currentPassword` with the attempts left, 423 once the account locks.
     */
    HttpApiEndpoint.post("newToken", "/v1/newToken", {
      payload: NewTokenRequest,
      success: NewToken,
      error: [BadRequest, Forbidden, NotFound, AccountLocked],
    }),
    HttpApiEndpoint.patch("policyConfirmation", "/v1/policy/confirmation", { success: StatusMessage }),
  )
  .middleware(Authentication) {}
