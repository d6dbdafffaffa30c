import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import type { Db } from "../db/client.ts"
import type { Limit } from "../limits/limit-counter.ts"
import { makeThrottle } from "../limits/throttle.ts"

/**
 * Client log batches per user: `CLIENT_LOG_LIMITS.batchesPerMinute` a minute over all the user's
 * sessions, keyed by the user id, counted in the database every process shares. Counted per session
 * it was no bound: a user with 20 sessions could send 20 times as many.
 */
export const clientLogBatches = (perMinute: number = CLIENT_LOG_LIMITS.batchesPerMinute): Limit => ({
  name: "client-log-user",
  points: perMinute,
  windowSeconds: 60,
})

/**
 * The per-session count the client log had before it counted per user: no longer counted, listed
 * with the counted limits only so the sweep removes the rows left from before (`counted-limits.ts`).
 */
export const retiredClientLogSessions: Limit = { name: "client-log-session", points: 0, windowSeconds: 60 }

export const makeClientLogThrottle = (db: Db, perMinute?: number) => {
  const limit = clientLogBatches(perMinute)
  return makeThrottle(
    db,
    limit,
    (seconds) =>
      `Too many client log batches from your account: at most ${limit.points} a minute across all your sessions. Try again in ${seconds} seconds.`,
  )
}
