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
}

/**
 * One database handle per process: Drizzle for typed queries, `run` for statements built with
 * drizzle's `sql` template, plus `exec` for migration files. PGlite and node-postgres speak the same SQL.
 */
export interface Db extends Queries {
  readonly orm: Orm
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
   * through here; `Db.run` alone may use a different pooled connection for each statement.
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

/** What each driver provides: a statement text with its parameters, run as is. */
type RawQuery = <T>(sql: string, params: ReadonlyArray<unknown>) => Promise<T[]>

const dialect = new PgDialect()

/** `Queries` over a driver: `sql` template statements are compiled to text and parameters. */
const queriesOver = (
  kind: Queries["kind"],
  exec: (sql: string) => Promise<unknown>,
  query: RawQuery,
): Queries => ({
  kind,
  exec: async (sql) => {
    await exec(sql)
  },
  run: <T>(statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement)
    return query<T>(sql, params)
  },
})

export const openDatabase = async (options: DbOptions): Promise<Db> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? "memory://", options.loadDataDir)

const pgliteQueries = (on: Pick<PGlite, "exec" | "query">): Queries =>
  queriesOver(
    "pglite",
    (sql) => on.exec(sql),
    async (sql, params) => (await on.query(sql, [...params])).rows as never,
  )

/**
 * pg_trgm and btree_gin back the ticket search index (migration 0004); PostgreSQL ships both as
 * contrib modules.
 */
export const pgliteExtensions = { pg_trgm, btree_gin }

const openPglite = async (dataDir: string, loadDataDir?: Blob): Promise<Db> => {
  const onDisk = !dataDir.includes("://")
  if (onDisk) mkdirSync(dataDir, { recursive: true })
  const unlock = onDisk ? lockDataDir(dataDir) : () => undefined
  let client: PGlite
  try {
    // Commits keep PostgreSQL's default, synchronous_commit = on: PGlite has no background WAL
    // writer, so with it off nothing reached the disk before a clean shutdown and a kill -9 lost
    // every acknowledged write (server/db/durability.test.ts).
    client = await PGlite.create(dataDir, {
      extensions: pgliteExtensions,
      ...(loadDataDir ? { loadDataDir } : {}),
    })
  } catch (error) {
    unlock()
    throw error
  }
  return {
    ...pgliteQueries(client),
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    queryPrepared: pglitePrepared(client),
    transaction: (f) => client.transaction((tx) => f(pgliteQueries(tx))),
    exclusively: (f) => f(),
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

/** A failed connection is logged as one line (never the URL, which may hold a password). */
const logConnectionError = (error: Error) =>
  console.error(`database connection lost: ${error.message} (the pool connects again on the next request)`)

const pgQueries = (client: pg.Pool | pg.ClientBase): Queries =>
  queriesOver(
    "postgres",
    (sql) => client.query(sql),
    async (sql, params) => (await client.query(sql, [...params])).rows as never,
  )

/** BEGIN ... COMMIT on one pooled connection; a connection that failed is not reused. */
const pooledTransaction =
  (pool: pg.Pool) =>
  async <T>(f: (tx: Queries) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    // A checked-out client has no pool listener: without ours a lost connection would crash the process.
    let lost: Error | undefined
    const onError = (error: Error) => {
      lost = error
    }
    client.on("error", onError)
    try {
      await client.query("BEGIN")
      const result = await f(pgQueries(client))
      await client.query("COMMIT")
      return result
    } catch (error) {
      if (lost === undefined) await client.query("ROLLBACK").catch(() => undefined)
      throw error
    } finally {
      client.off("error", onError)
      client.release(lost ?? false)
    }
  }

/** Key of the advisory lock held while a server migrates, seeds and imports old files. */
const START_UP_LOCK = 7_310_006

/** Holds the start-up lock on a connection of its own (session locks belong to a connection). */
const startUpLock =
  (pool: pg.Pool) =>
  async <T>(f: () => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    client.on("error", logConnectionError)
    try {
      await client.query("SELECT pg_advisory_lock($1)", [START_UP_LOCK])
      return await f()
    } finally {
      // A connection that cannot unlock is dropped, which ends its session and so its lock.
      const unlocked = await client.query("SELECT pg_advisory_unlock($1)", [START_UP_LOCK]).then(
        () => true,
        () => false,
      )
      client.off("error", logConnectionError)
      client.release(!unlocked)
    }
  }

const openPostgres = async (url: string): Promise<Db> => {
  // A request waits at most 5 s for a connection, so an unreachable database answers 503 quickly.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
  // Idle clients report a lost connection (restart, failover, idle kill) here; the pool drops them.
  pool.on("error", logConnectionError)
  await pool.query("SELECT 1")
  return {
    ...pgQueries(pool),
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    // pg's named statements; PostgreSQL's autovacuum keeps statistics, so cached plans follow growth.
    queryPrepared: async <T>(name: string, sql: string, params: ReadonlyArray<unknown>) =>
      (await pool.query({ name, text: sql, values: [...params] })).rows as T[],
    transaction: pooledTransaction(pool),
    exclusively: startUpLock(pool),
    close: () => pool.end(),
  }
}
