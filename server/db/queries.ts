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

/**
 * One database handle per process: Drizzle for typed queries, `run` for statements built with
 * drizzle's `sql` template, plus `exec` for migration files. PGlite and node-postgres speak the same
 * SQL (pglite-client.ts, postgres-client.ts).
 */
export interface Db extends Queries {
  /**
   * Runs a fixed statement that runs on every request as a named prepared statement: parsed and
   * planned once per connection, then only bound and executed. `name` identifies `sql` (one name,
   * one text).
   */
  readonly queryPrepared: <T = Record<string, unknown>>(
    name: string,
    sql: string,
    params: ReadonlyArray<unknown>,
  ) => Promise<T[]>
  /**
   * Runs `f` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. Statements that must land together (a file's row and its history entry, the seed) go
   * through here; `Db.run` and `Db.orm` alone may use a different pooled connection for each
   * statement.
   */
  readonly transaction: <T>(f: (tx: Queries) => Promise<T>) => Promise<T>
  /**
   * Runs `f` holding the start-up lock: on PostgreSQL a session advisory lock, so of several servers
   * starting together on one database one migrates, seeds and imports while the others wait and
   * then find it done. PGlite has one process per data folder and needs none.
   */
  readonly exclusively: <T>(f: () => Promise<T>) => Promise<T>
  /** PostgreSQL pool use for the metrics port; PGlite has one in-process connection and none. */
  readonly poolStats?: () => { readonly total: number; readonly idle: number; readonly waiting: number }
  /**
   * Listens on a NOTIFY channel (live updates, issue 29): PGlite in its one process, PostgreSQL on a
   * connection of its own, so a notification from any process arrives. `onPayload("")` after the
   * connection was lost and regained: notifications may have been missed. Resolves to the stop.
   */
  readonly listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
  readonly close: () => Promise<void>
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
