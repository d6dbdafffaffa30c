import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { TooManyRequests } from "../../core/schema/errors.ts"

/**
 * Fails with 429 `TooManyRequests` and puts `Retry-After: <seconds>` on the answer (the error's
 * body says the same in `retryAfterSeconds` and in words).
 */
export const tooManyRequests = (message: string, seconds: number) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))),
  ).pipe(Effect.andThen(Effect.fail(new TooManyRequests({ message, retryAfterSeconds: seconds }))))

/**
 * Puts Retry-After on a 429 that a store failed with (`TooManyRequests` carries the seconds), so
 * stores stay free of HTTP: `withRetryAfter(requestChange(...))` in the handler.
 */
export const withRetryAfter = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is E & TooManyRequests => error instanceof TooManyRequests,
    (error) => tooManyRequests(error.message, error.retryAfterSeconds),
  )
