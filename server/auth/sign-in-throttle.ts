import { Effect } from "effect"
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible"
import { tooManyRequests } from "../http/too-many-requests.ts"

/**
 * Sign-ins from one client address: at most 30 in 5 minutes, whatever the usernames, so one
 * address cannot walk through many accounts' five attempts. Per server process (in memory); the
 * per-account lock (login-attempts.ts) lives in the database and holds across processes.
 */
export const SIGN_INS_PER_ADDRESS = { points: 30, duration: 300 } as const

export const makeSignInThrottle = (limits: { points: number; duration: number } = SIGN_INS_PER_ADDRESS) => {
  const limiter = new RateLimiterMemory(limits)
  /** Counts a sign-in from `address`; fails with 429 `TooManyRequests` (and Retry-After) over the limit. */
  return (address: string) =>
    Effect.tryPromise({ try: () => limiter.consume(address), catch: (refused) => refused }).pipe(
      Effect.asVoid,
      Effect.catch((refused) => {
        const seconds =
          refused instanceof RateLimiterRes ? Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) : 60
        return tooManyRequests(
          `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`,
          seconds,
        )
      }),
    )
}
