import { Effect } from "effect"
import { FetchHttpClient } from "effect/http"
import { CLIENT_LOG_LIMITS } from "../domain/client-log.ts"
import type { ShipResult } from "./client-log-shipper.ts"
import type { ClientLogBatch } from "../schema/client-log.ts"
import { PortalClient } from "../runtime/api-client.ts"
import { type PortalFailure, toFailure } from "../runtime/failures.ts"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"

/**
 * What the client log does after a failed send: wait as long as a 429 says, stop on 404 (the
 * server's client log is off), drop a batch the server will never take (400, 413), and otherwise
 * (no answer, 5xx, no session) try again after the batch interval.
 */
export const shipResultOfFailure = (failure: PortalFailure): ShipResult => {
  switch (failure._tag) {
    case "TooManyRequests":
      return { kind: "later", afterMs: failure.retryAfterSeconds * 1000 }
    case "NotFound":
      return { kind: "off" }
    case "BadRequest":
    case "PayloadTooLarge":
      return { kind: "refused" }
    default:
      return { kind: "later", afterMs: CLIENT_LOG_LIMITS.batchIntervalMs }
  }
}

/**
 * How a batch travels: with the session cookie as every call, and `keepalive`, so the batch the page
 * sends as it is hidden or closed still arrives after the page is gone (the browser allows 64 KiB of
 * such bodies in flight: a batch is at most that, `CLIENT_LOG_LIMITS.bodyBytes`, one at a time).
 */
export const CLIENT_LOG_REQUEST_INIT: globalThis.RequestInit = { credentials: "include", keepalive: true }

/** Sends a client log batch with the runtime's client (its session header); never rejects. */
export const makeClientLogSender =
  (runtime: Pick<PortalRuntime, "runPromise">) =>
  (batch: ClientLogBatch): Promise<ShipResult> =>
    runtime
      .runPromise(
        Effect.gen(function* () {
          const client = yield* PortalClient
          yield* client.clientLog
            .send({ payload: batch })
            .pipe(Effect.provideService(FetchHttpClient.RequestInit, CLIENT_LOG_REQUEST_INIT))
          return { kind: "stored" } as ShipResult
        }).pipe(Effect.catch((error) => Effect.succeed(shipResultOfFailure(toFailure(error))))),
      )
      .catch((): ShipResult => ({ kind: "later", afterMs: CLIENT_LOG_LIMITS.batchIntervalMs }))
