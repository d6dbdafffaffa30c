import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"

/** From this many tickets on, the seed loads without the big tables' secondary indexes. */
export const DEFER_INDEXES_FROM_TICKETS = 100_000

/** The tables a big seed fills with most of its rows. */
export const BULK_TABLES = ["tickets", "ticket_search", "ticket_activities", "equipment", "sign_ins"] as const

interface IndexDef {
  readonly name: string
  readonly def: string
}

/**
 * The indexes of `tables` that no constraint or conflict target depends on (not unique): the ones a
 * bulk load may drop and build again afterwards with the same definition.
 */
export const secondaryIndexes = (db: Queries, tables: ReadonlyArray<string>): Promise<IndexDef[]> =>
  runRows(
    db,
    { name: computed<string>(), def: computed<string>() },
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname = ANY(${sql.param(tables)}::text[]) AND t.relnamespace = 'public'::regnamespace
          AND NOT i.indisunique
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY 1`,
  )

/**
 * Runs `load` with the secondary indexes of `tables` dropped and builds them again afterwards: one
 * sorted build per index instead of a million single-row insertions into each of them (the huge
 * seed's ticket table has a sort index per list field and a trigram index). The definitions are
 * read from the catalogue, so the indexes come back exactly as the migrations made them.
 */
export const withIndexesDeferred = async <T>(
  db: Queries,
  tables: ReadonlyArray<string>,
  load: () => Promise<T>,
): Promise<T> => {
  const indexes = await secondaryIndexes(db, tables)
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`)
  const result = await load()
  // A sorted build of the trigram and sort indexes wants more than the default 64 MB.
  await db.exec("SET LOCAL maintenance_work_mem = '256MB'")
  for (const index of indexes) await db.exec(index.def)
  return result
}
