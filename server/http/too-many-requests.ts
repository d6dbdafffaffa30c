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
