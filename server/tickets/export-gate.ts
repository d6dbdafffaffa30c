import { Effect } from "effect"
import type { Db } from "../db/client.ts"
import { releaseLease, renewLease, takeLease } from "../limits/export-leases.ts"
import { Database } from "../services.ts"
import type { ExportGateShape } from "./export-gate.types.ts"

export type { ExportGateShape, ExportPlace, ExportRefusal } from "./export-gate.types.ts"

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
          holder: taken.holder,
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
