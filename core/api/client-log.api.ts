import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CLIENT_LOG_PATH } from "../domain/client-log.ts"
import { ClientLogAccepted, ClientLogBatch } from "../schema/client-log.ts"
import { NotFound, PayloadTooLarge, TooManyRequests } from "../schema/errors.ts"
import { Authentication } from "./middleware.ts"

/**
 * The client log service (spec section 7: client events and failed-request details go to a log
 * service; the path is not shown, this one is ours). Needs a session; the body is bounded
 * (`CLIENT_LOG_LIMITS`: 413), batches per user are rate-limited (429 with Retry-After), and a
 * server without `PORTAL_CLIENT_LOG=1` answers 404.
 */
export class ClientLogApi extends HttpApiGroup.make("clientLog")
  .add(
    HttpApiEndpoint.post("send", CLIENT_LOG_PATH, {
      payload: ClientLogBatch,
      success: ClientLogAccepted,
      error: [NotFound, PayloadTooLarge, TooManyRequests],
    }),
  )
  .middleware(Authentication) {}
