import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import type { Db } from "../db/client.ts"
import type { Limit } from "../limits/limit-counter.ts"
import { makeThrottle } from "../limits/throttle.ts"

/**
 * Client log batches per session: `CLIENT_LOG_LIMITS.batchesPerMinute` a minute, keyed by the
 * session's SHA-256 (the key the database holds), counted in the database every process shares.
 */
export const clientLogBatches = (perMinute: number = CLIENT_LOG_LIMITS.batchesPerMinute): Limit => ({
  name: "client-log-session",
  points: perMinute,
  windowSeconds: 60,
})

export const makeClientLogThrottle = (db: Db, perMinute?: number) =>
  makeThrottle(
    db,
    clientLogBatches(perMinute),
    (seconds) => `Too many client log batches from this session. Try again in ${seconds} seconds.`,
  )
