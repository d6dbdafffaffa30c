import { sql } from "drizzle-orm"
import type { Queries } from "./client.ts"
import type { DescribedColumn } from "./table-drift.ts"

/** Every column of every table in the `public` schema, as `tableDrift` compares them. */
export const describedColumns = (db: Queries): Promise<ReadonlyArray<DescribedColumn>> =>
  db.run<DescribedColumn>(sql`
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
    ORDER BY 1, a.attnum`)
