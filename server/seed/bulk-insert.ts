import type { Queries } from "../db/client.ts"

/** PostgreSQL allows 65535 bind parameters per statement; stay well below it. */
const maxParams = 30_000

/**
 * Inserts rows with multi-row `INSERT ... VALUES` statements, batched by parameter count: the
 * demo seed (~25k rows) takes a few seconds and the large one stays under a minute.
 */
export const insertRows = async (
  db: Queries,
  table: string,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): Promise<void> => {
  const perBatch = Math.max(1, Math.floor(maxParams / columns.length))
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch)
    const params: unknown[] = []
    const tuples = batch.map((row) => {
      const marks = row.map((value) => {
        params.push(value instanceof Date ? value.toISOString() : value)
        return `$${params.length}`
      })
      return `(${marks.join(", ")})`
    })
    await db.query(head + tuples.join(", "), params)
  }
}

/** Moves identity sequences past explicitly inserted ids. */
export const syncIdentity = async (db: Queries, table: string, column: string): Promise<void> => {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), COALESCE((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
  )
}
