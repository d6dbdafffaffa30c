import type { SQL } from "drizzle-orm"
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core"

/**
 * Drizzle's query builder over the tables of `schema.ts` (imported where used). Without Drizzle's
 * relational `query` API: a transaction's Drizzle is built per transaction, and cheaply.
 */
export type Orm = PgDatabase<PgQueryResultHKT>

/** What runs statements: the whole database, or one transaction's connection. */
export interface Queries {
  readonly kind: "pglite" | "postgres"
  /** Runs one or more statements without parameters (migration files). */
  readonly exec: (sql: string) => Promise<void>
  /**
   * Runs one statement built with drizzle's `sql` template and returns its rows: values are bound
   * parameters (numbered by drizzle), `sql.raw` only splices trusted identifiers from fixed tables.
   */
  readonly run: <T = Record<string, unknown>>(query: SQL) => Promise<T[]>
  /**
   * Drizzle's query builder on the same connection as `run`: inside a transaction its statements
   * are part of it. Rows come back typed from the table definitions (`schema.ts`).
   */
  readonly orm: Orm
}

/** What each driver provides: a statement text with its parameters, run as is. */
export type RawQuery = <T>(sql: string, params: ReadonlyArray<unknown>) => Promise<T[]>

const dialect = new PgDialect()

/** `Queries` over a driver: `sql` template statements are compiled to text and parameters. */
export const queriesOver = (
  kind: Queries["kind"],
  exec: (sql: string) => Promise<unknown>,
  query: RawQuery,
  orm: Orm,
): Queries => ({
  kind,
  exec: async (sql) => {
    await exec(sql)
  },
  run: <T>(statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement)
    return query<T>(sql, params)
  },
  orm,
})
