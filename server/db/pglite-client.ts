import { mkdirSync } from "node:fs"
import { PGlite, type Transaction } from "@electric-sql/pglite"
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { drizzle } from "drizzle-orm/pglite"
import { lockDataDir } from "./data-dir-lock.ts"
import { pglitePrepared } from "./pglite-prepared.ts"
import {
  insideTransaction,
  pgliteStatements,
  type StatementTarget,
  wholeDatabase,
} from "./pglite-statements.ts"
import { type Db, type Orm, type Queries, queriesOver } from "./queries.ts"

type Statements = ReturnType<typeof pgliteStatements>

/** `run` sends each statement in one exchange (pglite-statements.ts); `exec` and Drizzle use PGlite's own calls. */
const pgliteQueries = (
  on: PGlite | Transaction,
  orm: Orm,
  statements: Statements,
  target: StatementTarget,
): Queries =>
  queriesOver(
    "pglite",
    (sql) => on.exec(sql),
    (sql, params) => statements(target, sql, params),
    orm,
  )

/**
 * A transaction's own Drizzle: its statements go through the transaction's `query` (drizzle's PGlite
 * session calls nothing else outside a nested transaction, which we never open).
 */
const transactionQueries = (client: PGlite, tx: Transaction, statements: Statements): Queries =>
  pgliteQueries(
    tx,
    drizzle({ client: tx as unknown as PGlite }) as unknown as Orm,
    statements,
    insideTransaction(client, () => tx.closed),
  )

/**
 * pg_trgm and btree_gin back the ticket search index (migration 0004); PostgreSQL ships both as
 * contrib modules.
 */
export const pgliteExtensions = { pg_trgm, btree_gin }

export const openPglite = async (dataDir: string, loadDataDir?: Blob): Promise<Db> => {
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
  const statements = pgliteStatements(client)
  return {
    ...pgliteQueries(client, drizzle({ client }) as unknown as Orm, statements, wholeDatabase(client)),
    queryPrepared: pglitePrepared(client),
    transaction: (f) => client.transaction((tx) => f(transactionQueries(client, tx, statements))),
    exclusively: (f) => f(),
    close: async () => {
      await client.close()
      unlock()
    },
  }
}
