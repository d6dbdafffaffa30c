import { drizzle } from "drizzle-orm/node-postgres"
import pg from "pg"
import { listenOn } from "./postgres-listen.ts"
import { type Db, type Orm, type Queries, queriesOver } from "./queries.ts"

/** A failed connection is logged as one line (never the URL, which may hold a password). */
const logConnectionError = (error: Error) =>
  console.error(`database connection lost: ${error.message} (the pool connects again on the next request)`)

const pgQueries = (client: pg.Pool | pg.PoolClient): Queries =>
  queriesOver(
    "postgres",
    (sql) => client.query(sql),
    async (sql, params) => (await client.query(sql, [...params])).rows as never,
    drizzle({ client }) as unknown as Orm,
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

export const openPostgres = async (url: string): Promise<Db> => {
  // A request waits at most 5 s for a connection, so an unreachable database answers 503 quickly.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
  // Idle clients report a lost connection (restart, failover, idle kill) here; the pool drops them.
  pool.on("error", logConnectionError)
  await pool.query("SELECT 1")
  return {
    ...pgQueries(pool),
    // pg's named statements; PostgreSQL's autovacuum keeps statistics, so cached plans follow growth.
    queryPrepared: async <T>(name: string, sql: string, params: ReadonlyArray<unknown>) =>
      (await pool.query({ name, text: sql, values: [...params] })).rows as T[],
    transaction: pooledTransaction(pool),
    exclusively: startUpLock(pool),
    listen: (channel, onPayload) => listenOn(url, channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  }
}
