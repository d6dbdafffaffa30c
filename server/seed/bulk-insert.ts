import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"

/** Rows per statement: a few MB of JSON text, well inside PGlite's memory. */
const ROWS_PER_STATEMENT = 4_000

const commas = sql.raw(", ")

/** The SQL type of each column, as the table declares it (`integer`, `timestamp with time zone`...). */
const columnTypes = async (db: Queries, table: string, columns: ReadonlyArray<string>) => {
  const rows = await runRows(
    db,
    { name: computed<string>(), type: computed<string>() },
    sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`,
  )
  const types = new Map(rows.map((r) => [r.name, r.type]))
  return columns.map((c) => {
    const type = types.get(c)
    if (type === undefined) throw new Error(`${table} has no column ${c}`)
    return type
  })
}

/**
 * Inserts rows with one `INSERT ... SELECT` per few thousand rows, each batch bound as ONE jsonb
 * array of row arrays and each value cast from its text to the column's type, which is what binding
 * it as a parameter did. Binding every value (30,000 parameters per statement through drizzle's
 * `sql` objects) cost the seed's process more than the database's work: at a million tickets it was
 * two thirds of the seed. `table` and `columns` are the seed's own names.
 */
export const insertRows = async (
  db: Queries,
  table: string,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): Promise<void> => {
  if (rows.length === 0) return
  const types = await columnTypes(db, table, columns)
  const values = sql.raw(types.map((type, i) => `(r ->> ${i})::${type}`).join(", "))
  const head = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
    columns.map((c) => sql.identifier(c)),
    commas,
  )}) SELECT ${values} FROM jsonb_array_elements(`
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    // Dates become ISO text (Date.prototype.toJSON), as they were bound before.
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))
    await db.run(sql`${head}${json}::jsonb) r`)
  }
}

/** Moves identity sequences past explicitly inserted ids. */
export const syncIdentity = async (db: Queries, table: string, column: string): Promise<void> => {
  await db.run(
    sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
          COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
  )
}
