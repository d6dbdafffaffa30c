import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { computed } from "../db/rows.ts"
import { inTransaction, query, queryRows } from "../services.ts"
import type { ExportRefusal } from "../tickets/export-gate.types.ts"

/** A lease taken: `holder` tells it from a later lease of the same user. */
export interface TakenLease {
  readonly holder: string
}

/** What an admission gives: a lease, or why there is none. */
export type Admission = TakenLease | { readonly refused: ExportRefusal }

/**
 * Takes an export place for `userid` in `export_leases` (migration 0030), shared by every process:
 * one per user and `atOnce` in all, alive for `ttlSeconds` unless renewed. Admissions take turns
 * on a table lock (a short transaction), so two users cannot both see the last free place; leases
 * a killed process left behind have expired and are removed first.
 */
export const takeLease = (userid: number, atOnce: number, ttlSeconds: number) =>
  inTransaction(
    Effect.gen(function* () {
      yield* query(sql`LOCK TABLE export_leases IN SHARE ROW EXCLUSIVE MODE`)
      yield* query(sql`DELETE FROM export_leases WHERE expires <= now()`)
      const [held] = yield* queryRows(
        { n: computed<number>(), mine: computed<boolean>() },
        sql`SELECT count(*)::int AS n, coalesce(bool_or(userid = ${userid}), false) AS mine FROM export_leases`,
      )
      const refusal: ExportRefusal | undefined = held?.mine
        ? "ownExportRunning"
        : (held?.n ?? 0) >= atOnce
          ? "serverBusy"
          : undefined
      if (refusal) return { refused: refusal } as Admission
      const holder = randomUUID()
      yield* query(
        sql`INSERT INTO export_leases (userid, holder, expires)
            VALUES (${userid}, ${holder}, now() + make_interval(secs => ${ttlSeconds}))`,
      )
      return { holder } as Admission
    }),
  )

/** Keeps a lease alive another `ttlSeconds` (only the holder's own: an expired one stays gone). */
export const renewLease = (userid: number, lease: TakenLease, ttlSeconds: number) =>
  query(
    sql`UPDATE export_leases SET expires = now() + make_interval(secs => ${ttlSeconds})
        WHERE userid = ${userid} AND holder = ${lease.holder}`,
  )

/** Gives the place back (only the holder's own lease). */
export const releaseLease = (userid: number, lease: TakenLease) =>
  query(sql`DELETE FROM export_leases WHERE userid = ${userid} AND holder = ${lease.holder}`)
