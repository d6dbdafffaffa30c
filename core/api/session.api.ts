import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { AccountLocked, Forbidden, NotFound, Unauthorized } from "../schema/errors.ts"
import {
  Credentials,
  Expired,
  LoginAttempts,
  LoginAttemptsRequest,
  LoginCount,
  LoginResult,
  StatusMessage,
} from "../schema/session.ts"
import { Id } from "../schema/id.ts"
import { Authentication } from "./middleware.ts"

/** Sign-in calls that need no session. */
export class AuthApi extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("login", "/v1/login", {
    payload: Credentials,
    success: LoginResult,
    error: [Unauthorized, AccountLocked],
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
    HttpApiEndpoint.get("expired", "/v1/expired", { success: Expired }),
    HttpApiEndpoint.patch("policyConfirmation", "/v1/policy/confirmation", { success: StatusMessage }),
  )
  .middleware(Authentication) {}
