import { openPglite } from "./pglite-client.ts"
import { openPostgres } from "./postgres-client.ts"
import type { Db } from "./queries.ts"

export { pgliteExtensions } from "./pglite-client.ts"
export type { Db, Orm, Queries } from "./queries.ts"

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
