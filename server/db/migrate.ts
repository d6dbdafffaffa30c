import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import type { Db } from "./client.ts"
import { pick } from "./pick.ts"
import { runRows } from "./rows.ts"
import { schemaMigrations } from "./schema.ts"

/**
 * Migrations are plain SQL files in `server/db/migrations`, applied in file-name order, each in
 * its own transaction, and recorded in `schema_migrations`. We chose hand-written SQL over
 * drizzle-kit output so indexes and checks read as the reviewed source; `*.tables.ts` mirror them
 * for typed queries. Add a change as a new numbered file; never edit an applied one.
 */
export const migrationsDir = new URL("./migrations/", import.meta.url).pathname

export const migrate = async (db: Db, dir: string = migrationsDir): Promise<ReadonlyArray<string>> => {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())",
  )
  const done = new Set(
    (await runRows(db, pick(schemaMigrations, ["name"]), sql`SELECT name FROM schema_migrations`)).map(
      (r) => r.name,
    ),
  )
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = readFileSync(join(dir, file), "utf8")
    const name = file.replaceAll("'", "''")
    try {
      await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`)
    } catch (error) {
      await db.exec("ROLLBACK").catch(() => undefined)
      throw new Error(`Migration ${file} failed: ${String(error)}`)
    }
    applied.push(file)
  }
  // Migrations that add tables or backfill them leave the planner without statistics for them
  // (PGlite has no autovacuum to gather them later): refresh them once after an upgrade.
  if (applied.length > 0 && done.size > 0) await db.exec("ANALYZE")
  return applied
}
