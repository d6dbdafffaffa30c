import { sql } from "drizzle-orm"
import type { Queries } from "./client.ts"
import { type Computed, computed, runRows } from "./rows.ts"
import type { DescribedColumn } from "./table-drift.ts"

/** What the catalog query returns: read from pg_catalog, so every column is computed. */
const described = {
  table: computed<string>(),
  column: computed<string>(),
  type: computed<string>(),
  notNull: computed<boolean>(),
  hasDefault: computed<boolean>(),
  identity: computed<string>(),
  primaryKey: computed<boolean>(),
} satisfies { readonly [K in keyof DescribedColumn]: Computed<DescribedColumn[K]> }

/** Every column of every table in the `public` schema, as `tableDrift` compares them. */
export const describedColumns = (db: Queries): Promise<ReadonlyArray<DescribedColumn>> =>
  runRows(
    db,
    described,
    sql`
    SELECT c.relname AS "table", a.attname AS "column",
      format_type(a.atttypid, a.atttypmod) AS "type",
      a.attnotnull AS "notNull",
      (a.atthasdef OR a.attidentity <> '') AS "hasDefault",
      a.attidentity::text AS "identity",
      EXISTS (
        SELECT 1 FROM pg_index i
        WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)
      ) AS "primaryKey"
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p')
    ORDER BY 1, a.attnum`,
  )
