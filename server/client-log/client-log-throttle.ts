import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import { makeRateLimit } from "../auth/rate-limit.ts"

/**
 * Client log batches per session: `CLIENT_LOG_LIMITS.batchesPerMinute` a minute, keyed by the
 * session's SHA-256 (the key the database holds), in memory per server process.
 */
export const makeClientLogThrottle = (perMinute: number = CLIENT_LOG_LIMITS.batchesPerMinute) =>
  makeRateLimit(
    { points: perMinute, duration: 60 },
    (seconds) => `Too many client log batches from this session. Try again in ${seconds} seconds.`,
  )
