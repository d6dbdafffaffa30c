import { Effect } from "effect"
import type { Db } from "../db/client.ts"
import { tooManyRequests } from "../http/too-many-requests.ts"
import { Database, type Throttle } from "../services.ts"
import { countHit, type Limit } from "./limit-counter.ts"

/**
 * A per-key throttle (a client address, a session) counted in the database every server process
 * shares: each call is one hit of `limit` for its key (`countHit`, one atomic upsert in
 * `rate_limits`), and past `limit.points` in the window it fails with 429 `TooManyRequests` and a
 * Retry-After header (`http/too-many-requests.ts`); `refusal(seconds)` is the message. A refused
 * call counts too, so hammering does not shorten the wait. The hit runs on `db` itself, outside any
 * transaction of the request: a request that fails afterwards (a wrong password) still counts.
 */
export const makeThrottle =
  (db: Db, limit: Limit, refusal: (seconds: number) => string): Throttle =>
  (key) =>
    Effect.flatMap(Effect.provideService(countHit(limit, key), Database, db), (hit) =>
      hit.hits > limit.points
        ? tooManyRequests(refusal(hit.retryAfterSeconds), hit.retryAfterSeconds)
        : Effect.void,
    )
