import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import type { SQL } from "drizzle-orm"
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import pg from "pg"
import { lockDataDir } from "./data-dir-lock.ts"
import { pglitePrepared } from "./pglite-prepared.ts"
import * as schema from "./schema.ts"

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * One database handle per process: Drizzle for typed queries, `run` for statements built with
 * drizzle's `sql` template, plus `exec` for migration files. PGlite and node-postgres speak the same SQL.
 */
export interface Db {
  readonly orm: Orm
  readonly kind: "pglite" | "postgres"
  /** Runs one or more statements without parameters (migration files). */
  readonly exec: (sql: string) => Promise<void>
  /**
   * Runs one statement built with drizzle's `sql` template and returns its rows: values are bound
   * parameters (numbered by drizzle), `sql.raw` only splices trusted identifiers from fixed tables.
   */
  readonly run: <T = Record<string, unknown>>(query: SQL) => Promise<T[]>
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
  readonly close: () => Promise<void>
}

export interface DbOptions {
  /** PGlite data folder; `memory://` keeps it in memory. Ignored when `databaseUrl` is set. */
  readonly dataDir?: string | undefined
  /** A PostgreSQL connection string; when set, node-postgres is used instead of PGlite. */
  readonly databaseUrl?: string | undefined
}

/** What each driver provides: a statement text with its parameters, run as is. */
type DriverDb = Omit<Db, "run"> & {
  readonly query: <T>(sql: string, params?: ReadonlyArray<unknown>) => Promise<T[]>
}

const dialect = new PgDialect()

/** Compiles `sql` template statements to text and parameters for the driver. */
const withRun = ({ query, ...db }: DriverDb): Db => ({
  ...db,
  run: <T>(statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement)
    return query<T>(sql, params)
  },
})

export const openDatabase = async (options: DbOptions): Promise<Db> =>
  withRun(
    options.databaseUrl
      ? await openPostgres(options.databaseUrl)
      : await openPglite(options.dataDir ?? "memory://"),
  )

const openPglite = async (dataDir: string): Promise<DriverDb> => {
  const onDisk = !dataDir.includes("://")
  if (onDisk) mkdirSync(dataDir, { recursive: true })
  const unlock = onDisk ? lockDataDir(dataDir) : () => undefined
  // The portal's data is reproducible demo data and every write is a single short statement, so
  // commits need not wait for the WAL flush: losing the last few ms on a crash is acceptable and
  // it keeps p95 latencies low on slow disks.
  let client: PGlite
  try {
    // pg_trgm and btree_gin back the ticket search index (migration 0004); PostgreSQL ships both
    // as contrib modules.
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } })
    await client.exec("SET synchronous_commit = off")
  } catch (error) {
    unlock()
    throw error
  }
  return {
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    kind: "pglite",
    exec: async (sql) => {
      await client.exec(sql)
    },
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) =>
      (await client.query<T>(sql, [...params])).rows,
    queryPrepared: pglitePrepared(client),
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

const openPostgres = async (url: string): Promise<DriverDb> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  await pool.query("SELECT 1")
  return {
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    kind: "postgres",
    exec: async (sql) => {
      await pool.query(sql)
    },
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) =>
      (await pool.query(sql, [...params])).rows as T[],
    // pg's named statements; PostgreSQL's autovacuum keeps statistics, so cached plans follow growth.
    queryPrepared: async <T>(name: string, sql: string, params: ReadonlyArray<unknown>) =>
      (await pool.query({ name, text: sql, values: [...params] })).rows as T[],
    close: () => pool.end(),
  }
}
