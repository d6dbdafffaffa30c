import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"

/** PostgreSQL allows 65535 bind parameters per statement; stay well below it. */
const maxParams = 30_000

const commas = sql.raw(", ")

/**
 * Inserts rows with multi-row `INSERT ... VALUES` statements, batched by parameter count: the
 * demo seed (~25k rows) takes a few seconds and the large one stays under a minute. `table` and
 * `columns` are the seed's own names; every value is bound.
 */
export const insertRows = async (
  db: Queries,
  table: string,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): Promise<void> => {
  const perBatch = Math.max(1, Math.floor(maxParams / columns.length))
  const head = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
    columns.map((c) => sql.identifier(c)),
    commas,
  )}) VALUES `
  for (let start = 0; start < rows.length; start += perBatch) {
    const tuples = rows.slice(start, start + perBatch).map(
      (row) =>
        sql`(${sql.join(
          row.map((value) => sql.param(value instanceof Date ? value.toISOString() : value)),
          commas,
        )})`,
    )
    await db.run(sql`${head}${sql.join(tuples, commas)}`)
  }
}

/** Moves identity sequences past explicitly inserted ids. */
export const syncIdentity = async (db: Queries, table: string, column: string): Promise<void> => {
  await db.run(
    sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
          COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
  )
}
