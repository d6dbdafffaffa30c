import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { LIVE_LIMITS } from "../../core/domain/live/live-events.ts"
import { query } from "../services.ts"

/**
 * Removes up to `batch` live events older than `LIVE_LIMITS.keepMinutes` (oldest first, along the
 * key; the newest always stays, so a reconnecting client can tell it missed what was swept) and up to `batch` stream places whose process stopped renewing them (a crash): the events
 * table is a bus with a catch-up window, not a history. Returns how many rows went.
 */
export const sweepLiveEvents = Effect.fn("sweepLiveEvents")(function* (batch: number) {
  const events = yield* query(
    sql`DELETE FROM live_events WHERE eventid IN (
          SELECT eventid FROM live_events
          WHERE created < now() - make_interval(mins => ${LIVE_LIMITS.keepMinutes})
            AND eventid < (SELECT max(eventid) FROM live_events)
          ORDER BY eventid LIMIT ${batch})
        RETURNING 1 AS gone`,
  )
  const streams = yield* query(
    sql`DELETE FROM live_streams WHERE streamid IN (
          SELECT streamid FROM live_streams WHERE expires <= now() LIMIT ${batch})
        RETURNING 1 AS gone`,
  )
  return events.length + streams.length
})
