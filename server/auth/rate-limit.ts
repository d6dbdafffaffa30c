import { Effect } from "effect"
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible"
import { tooManyRequests } from "../http/too-many-requests.ts"

/** At most `points` calls per key in `duration` seconds. */
export interface RateLimits {
  readonly points: number
  readonly duration: number
}

/**
 * A per-key rate limit (rate-limiter-flexible, in memory per server process): each call counts one
 * point for its key and fails with 429 `TooManyRequests` and a Retry-After header over the limit
 * (`http/too-many-requests.ts`); `refusal(seconds)` is the message.
 */
export const makeRateLimit = (limits: RateLimits, refusal: (seconds: number) => string) => {
  const limiter = new RateLimiterMemory(limits)
  return (key: string) =>
    Effect.tryPromise({ try: () => limiter.consume(key), catch: (refused) => refused }).pipe(
      Effect.asVoid,
      Effect.catch((refused) => {
        const seconds =
          refused instanceof RateLimiterRes ? Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) : 60
        return tooManyRequests(refusal(seconds), seconds)
      }),
    )
}
