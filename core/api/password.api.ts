import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import {
  AccountToken,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  OutboxList,
  ResetRequest,
  ResetResult,
  TokenCheck,
} from "../schema/account.ts"
import { BadRequest, NotFound, TooManyRequests } from "../schema/errors.ts"
import { StatusMessage } from "../schema/session.ts"

/**
 * Account recovery and token links (no session): forgot password or username (the same answer
 * whether or not the account exists), and the reset / setup / update token calls.
 */
export class PasswordApi extends HttpApiGroup.make("password").add(
  HttpApiEndpoint.post("forgot", "/v1/forgot", {
    payload: ForgotPasswordRequest,
    success: StatusMessage,
    error: [TooManyRequests],
  }),
  HttpApiEndpoint.post("forgotUsername", "/v1/forgot/username", {
    payload: ForgotUsernameRequest,
    success: StatusMessage,
    error: [TooManyRequests],
  }),
  /** 404 when the token is unknown, used or expired. */
  HttpApiEndpoint.get("checkToken", "/v1/reset/:token", {
    params: { token: AccountToken },
    success: TokenCheck,
    error: [NotFound],
  }),
  /** 400 naming the unmet password rules; 404 when the token is unknown, used or expired. */
  HttpApiEndpoint.post("reset", "/v1/reset/:token", {
    params: { token: AccountToken },
    payload: ResetRequest,
    success: ResetResult,
    error: [BadRequest, NotFound],
  }),
) {}

/** Demo mode only (`npm start`): the latest outgoing mail with its links; 404 otherwise. */
export class DevApi extends HttpApiGroup.make("dev").add(
  HttpApiEndpoint.get("outbox", "/v1/dev/outbox", { success: OutboxList, error: [NotFound] }),
) {}
