import { sql } from "drizzle-orm"
import { Effect, Exit } from "effect"
import { sweepLoginAttempts } from "../auth/login-attempts.ts"
import { sweepLiveEvents } from "../events/live-sweep.ts"
import type { Db } from "../db/client.ts"
import { Database, query } from "../services.ts"
import type { Limit } from "./limit-counter.ts"

/** Rows removed per limit and sweep at most: a sweep stays short however many windows ended. */
export const SWEEP_BATCH = 500

/** How often each server process sweeps (every process may; a sweep is idempotent). */
export const SWEEP_EVERY_SECONDS = 60

/**
 * Removes up to `batch` rows of each limit whose window has passed: keys by client address or
 * session come and go, and a row is needed only while its window runs (a hit after it starts a new
 * one). The window test is repeated outside the sub-select so that a row a concurrent hit has just
 * restarted is re-checked and kept. Returns how many rows went.
 */
export const sweepLimits = Effect.fn("sweepLimits")(function* (
  limits: ReadonlyArray<Pick<Limit, "name" | "windowSeconds">>,
  batch: number = SWEEP_BATCH,
) {
  let removed = 0
  for (const limit of limits) {
    const ended = sql`name = ${limit.name} AND window_start <= now() - make_interval(secs => ${limit.windowSeconds})`
    const rows = yield* query(
      sql`DELETE FROM rate_limits WHERE ${ended} AND (name, subject) IN
            (SELECT name, subject FROM rate_limits WHERE ${ended} LIMIT ${batch})
          RETURNING 1 AS gone`,
    )
    removed += rows.length
  }
  return removed
})

/**
 * Sweeps the limits, the sign-in counters (`sweepLoginAttempts`) and the live events past their
 * catch-up window with the stream places of stopped processes (`sweepLiveEvents`) every `SWEEP_EVERY_SECONDS` for as long as the effect runs (forked in the server's scope).
 * A failed sweep (the database away) is logged and the next one tries again.
 */
export const sweepForever = (db: Db, limits: ReadonlyArray<Pick<Limit, "name" | "windowSeconds">>) =>
  Effect.forever(
    Effect.sleep(`${SWEEP_EVERY_SECONDS} seconds`).pipe(
      Effect.andThen(
        Effect.exit(
          Effect.provideService(
            sweepLimits(limits).pipe(
              Effect.andThen(sweepLoginAttempts(SWEEP_BATCH)),
              Effect.andThen(sweepLiveEvents(SWEEP_BATCH)),
            ),
            Database,
            db,
          ),
        ),
      ),
      Effect.tap((exit) =>
        Exit.isFailure(exit)
          ? Effect.sync(() => console.error("limit sweep failed (the database?); the next one tries again"))
          : Effect.void,
      ),
    ),
  )
