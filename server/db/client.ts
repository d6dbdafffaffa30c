import { openPglite } from "./pglite-client.ts"
import { openPostgres } from "./postgres-client.ts"
import type { Queries } from "./queries.ts"

export { pgliteExtensions } from "./pglite-client.ts"
export type { Orm, Queries } from "./queries.ts"

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
  readonly close: () => Promise<void>
}

export interface DbOptions {
  /** PGlite data folder; `memory://` keeps it in memory. Ignored when `databaseUrl` is set. */
  readonly dataDir?: string | undefined
  /** A PostgreSQL connection string; when set, node-postgres is used instead of PGlite. */
  readonly databaseUrl?: string | undefined
  /** A PGlite data folder dumped with `dumpDataDir` to start from instead of a new one (tests). */
  readonly loadDataDir?: Blob | undefined
}

export const openDatabase = async (options: DbOptions): Promise<Db> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? "memory://", options.loadDataDir)
