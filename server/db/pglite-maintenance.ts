import { sql } from "drizzle-orm"
import type { Db, Queries } from "./client.ts"
import { computed, runRows } from "./rows.ts"

/**
 * PGlite runs no autovacuum (it has no background workers): without this, tables that change keep
 * their dead rows, index-only scans lose the visibility map, and the planner keeps the statistics of
 * the day the data was seeded. Every few minutes this does what autovacuum would, with PostgreSQL's
 * default thresholds, for the tables that changed enough since the last time. PostgreSQL by URL
 * runs its own autovacuum and gets none of this.
 */

/** What PostgreSQL counts of a table's changes (pg_stat_user_tables) and its size (pg_class). */
export interface TableActivity {
  readonly table: string
  readonly reltuples: number
  readonly deadRows: number
  readonly modifiedSinceAnalyze: number
  readonly insertedSinceVacuum: number
}

/** PostgreSQL's autovacuum defaults: thresholds plus a fraction of the table's rows. */
const VACUUM = { base: 50, scale: 0.2 }
const INSERT_VACUUM = { base: 1000, scale: 0.2 }
const ANALYZE = { base: 50, scale: 0.1 }

/** What a table needs now: a vacuum (which also analyzes), an analyze alone, or nothing. */
export const maintenanceNeeded = (t: TableActivity): "vacuum" | "analyze" | null => {
  const rows = Math.max(0, t.reltuples)
  if (t.deadRows > VACUUM.base + VACUUM.scale * rows) return "vacuum"
  if (t.insertedSinceVacuum > INSERT_VACUUM.base + INSERT_VACUUM.scale * rows) return "vacuum"
  if (t.modifiedSinceAnalyze > ANALYZE.base + ANALYZE.scale * rows) return "analyze"
  return null
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** One round: reads every table's counts and vacuums or analyzes those past the thresholds. */
export const maintainTables = async (
  db: Queries,
): Promise<ReadonlyArray<{ table: string; done: string }>> => {
  // The counters reach pg_stat_user_tables when a backend flushes them, which the one PGlite
  // backend does only when asked.
  await db.run(sql`SELECT pg_stat_force_next_flush()`)
  const tables = await runRows(
    db,
    {
      schema: computed<string>(),
      table: computed<string>(),
      reltuples: computed<number>(),
      deadRows: computed<number>(),
      modifiedSinceAnalyze: computed<number>(),
      insertedSinceVacuum: computed<number>(),
    },
    sql`SELECT s.schemaname AS schema, s.relname AS table, c.reltuples::float8 AS reltuples,
          s.n_dead_tup::int AS "deadRows", s.n_mod_since_analyze::int AS "modifiedSinceAnalyze",
          s.n_ins_since_vacuum::int AS "insertedSinceVacuum"
        FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid ORDER BY s.relname`,
  )
  const done: Array<{ table: string; done: string }> = []
  for (const table of tables) {
    const need = maintenanceNeeded(table)
    if (need === null) continue
    const name = `${quoted(table.schema)}.${quoted(table.table)}`
    await db.exec(need === "vacuum" ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`)
    done.push({ table: table.table, done: need === "vacuum" ? "vacuumed" : "analyzed" })
  }
  return done
}

/**
 * Runs `maintainTables` every `everyMs` on a PGlite database (never on PostgreSQL) until closed. A
 * round that fails is logged and the next one runs as planned; closing waits for a running round.
 */
export const startPgliteMaintenance = (db: Db, everyMs: number): { readonly close: () => Promise<void> } => {
  if (db.kind !== "pglite" || everyMs <= 0) return { close: async () => undefined }
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const round = async () => {
    const started = performance.now()
    try {
      const done = await maintainTables(db)
      if (done.length > 0)
        console.info(
          `database maintenance: ${done.map((d) => `${d.done} ${d.table}`).join(", ")} (${Math.round(performance.now() - started)} ms)`,
        )
    } catch (error) {
      console.error(`database maintenance failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const timer = setInterval(() => {
    if (stopped) return
    running = running.then(round)
  }, everyMs)
  timer.unref()
  return {
    close: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
