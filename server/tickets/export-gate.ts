import { Effect } from "effect"
import type { Db } from "../db/client.ts"
import { type ExportRefusal, releaseLease, renewLease, takeLease } from "../limits/export-leases.ts"
import { Database } from "../services.ts"

export type { ExportRefusal } from "../limits/export-leases.ts"

/** An export's place: `keep` runs the work and renews the lease meanwhile; `leave` gives it back. */
export interface ExportPlace {
  readonly keep: <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  readonly leave: Effect.Effect<void>
}

/** Admission of spreadsheet exports across every process on the database: one per user, `atOnce` in all. */
export interface ExportGateShape {
  /** Takes a place for `userid`, or says why there is none. */
  readonly enter: (userid: number) => Effect.Effect<ExportPlace | { readonly refused: ExportRefusal }>
  /** Exports this process is preparing now. */
  readonly running: () => number
  readonly atOnce: number
}

/** How long a lease lives unless renewed, and how often it is renewed while its export runs. */
export interface LeaseTiming {
  readonly ttlSeconds: number
  readonly renewSeconds: number
}

/** A dead process's place is free within a minute; a live one renews three times a minute. */
export const EXPORT_LEASE: LeaseTiming = { ttlSeconds: 60, renewSeconds: 20 }

/**
 * An export reads every matching ticket and builds a file: one user asking for many at once (a
 * loop, a stuck button, a script) would take the database time and memory from everyone. The gate
 * bounds them in the database every process shares (server/limits/export-leases.ts), so a user
 * has one export running in all and the processes `atOnce` together; a process that dies holding
 * a place loses it when the lease runs out (`timing.ttlSeconds`).
 */
export const makeExportGate = (
  db: Db,
  atOnce: number,
  timing: LeaseTiming = EXPORT_LEASE,
): ExportGateShape => {
  let running = 0
  const onDb = <A, E>(effect: Effect.Effect<A, E, Database>) => Effect.provideService(effect, Database, db)
  return {
    enter: (userid) =>
      Effect.map(onDb(takeLease(userid, atOnce, timing.ttlSeconds)), (taken) => {
        if ("refused" in taken) return taken
        running++
        const renewing = Effect.forever(
          Effect.sleep(`${timing.renewSeconds} seconds`).pipe(
            // A renewal that fails (the database away) is tried again; the export goes on.
            Effect.andThen(Effect.exit(onDb(renewLease(userid, taken, timing.ttlSeconds)))),
          ),
        )
        return {
          keep: (work) => Effect.raceFirst(work, renewing),
          leave: Effect.suspend(() => {
            running--
            // A release that fails leaves the lease to run out.
            return Effect.asVoid(Effect.exit(onDb(releaseLease(userid, taken))))
          }),
        }
      }),
    running: () => running,
    atOnce,
  }
}
