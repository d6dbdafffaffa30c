import { makeRateLimit, type RateLimits } from "./rate-limit.ts"

/**
 * Sign-ins from one client address: at most 30 in 5 minutes, whatever the usernames, so one
 * address cannot walk through many accounts' five attempts. Per server process (in memory); the
 * per-account lock (login-attempts.ts) lives in the database and holds across processes.
 */
export const SIGN_INS_PER_ADDRESS = { points: 30, duration: 300 } as const

/** Counts a sign-in from an address; fails with 429 `TooManyRequests` (and Retry-After) over the limit. */
export const makeSignInThrottle = (limits: RateLimits = SIGN_INS_PER_ADDRESS) =>
  makeRateLimit(
    limits,
    (seconds) => `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`,
  )
