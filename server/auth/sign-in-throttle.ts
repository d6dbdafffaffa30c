import type { Db } from "../db/client.ts"
import type { Limit } from "../limits/limit-counter.ts"
import { makeThrottle } from "../limits/throttle.ts"

/**
 * Sign-ins (and recovery requests) from one client address: at most `PORTAL_SIGN_INS_PER_ADDRESS`
 * (30 by default) in 5 minutes, whatever the usernames, so one address cannot walk through many
 * accounts' five attempts. Counted in the database, so every server process shares the count, as
 * it shares the per-account lock (login-attempts.ts).
 */
export const signInsPerAddress = (points: number): Limit => ({
  name: "sign-in-address",
  points,
  windowSeconds: 300,
})

/** Counts a sign-in from an address; fails with 429 `TooManyRequests` (and Retry-After) over the limit. */
export const makeSignInThrottle = (db: Db, points: number) =>
  makeThrottle(
    db,
    signInsPerAddress(points),
    (seconds) => `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`,
  )
