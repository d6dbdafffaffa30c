import { readdirSync } from "node:fs"
import { sql as drizzleSql } from "drizzle-orm"
import pg from "pg"
import { openDatabase } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"
import { type Acknowledged, emptyAcknowledged, missingWrites, runWriter } from "./acknowledged-writes.ts"
import { startServerProcess } from "./server-process.ts"
import type { TcpProxy } from "./tcp-proxy.ts"

export const WRITERS = ["acme.user", "globex.user", "acme.admin"]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type Missing = Awaited<ReturnType<typeof missingWrites>>

/**
 * Where a round's data lives: a PGlite folder or a PostgreSQL database. `filesDir` is given to the
 * server as PORTAL_FILES_DIR (the folder earlier versions wrote files to): it must stay empty.
 */
export type Store =
  | { readonly kind: "pglite"; readonly dataDir: string; readonly filesDir: string }
  | { readonly kind: "postgres"; readonly url: string; readonly filesDir: string }

export const storeEnv = (store: Store): Record<string, string> => ({
  ...(store.kind === "pglite" ? { PORTAL_DATA_DIR: store.dataDir } : { DATABASE_URL: store.url }),
  PORTAL_FILES_DIR: store.filesDir,
  PORTAL_SEED_SCALE: "tiny",
})

export interface KillRound {
  readonly acked: Acknowledged
  readonly missing: Missing
}

/** Waits until `enough` holds of what was acknowledged (checked every 50 ms), at most `atMostMs`. */
const waitFor = async (enough: (acked: Acknowledged) => boolean, acked: Acknowledged, atMostMs: number) => {
  const deadline = Date.now() + atMostMs
  while (!enough(acked) && Date.now() < deadline) await sleep(50)
}

/**
 * Writers create sessions, tickets, comments and attachments against a server process for
 * `writeMs`, and then until `enough` holds of the acknowledged writes (a busy machine answers fewer
 * in the same time; at most a minute more); it is killed with SIGKILL mid-write and started again on
 * the same data, which must still hold every write it answered 200.
 */
export const killRound = async (
  store: Store,
  writeMs: number,
  enough: (acked: Acknowledged) => boolean = () => true,
): Promise<KillRound> => {
  const acked = emptyAcknowledged()
  const first = await startServerProcess(storeEnv(store))
  let killed = false
  const writers = WRITERS.map((user) => runWriter(first.url, user, acked, () => killed))
  await sleep(writeMs)
  await waitFor(enough, acked, 60_000)
  await first.kill("SIGKILL")
  killed = true
  await Promise.all(writers)
  const second = await startServerProcess(storeEnv(store))
  try {
    return { acked, missing: await missingWrites(second.url, acked) }
  } finally {
    await second.kill("SIGTERM")
  }
}

export interface OutageRound extends KillRound {
  /** The server process was still running after the outage. */
  readonly survived: boolean
}

/**
 * PostgreSQL goes away under load (every connection cut, new ones refused, through `proxy`) for
 * `outageMs` and comes back: the server must live, answer 503 meanwhile and serve again by itself,
 * with every write it acknowledged (before, during or after) still there.
 */
export const outageRound = async (store: Store, proxy: TcpProxy, writeMs: number, outageMs: number) => {
  const acked = emptyAcknowledged()
  const server = await startServerProcess(storeEnv(store))
  let stop = false
  const writers = WRITERS.map((user) => runWriter(server.url, user, acked, () => stop))
  try {
    await sleep(writeMs / 2)
    await proxy.down()
    await sleep(outageMs)
    await proxy.up()
    await sleep(writeMs / 2)
    stop = true
    await Promise.all(writers)
    const survived = server.child.exitCode === null && server.child.signalCode === null
    return { acked, survived, missing: await missingWrites(server.url, acked) }
  } finally {
    stop = true
    await server.kill("SIGTERM")
  }
}

/** Every file under `dir` (recursively): the server must write none, all bytes go to the database. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

/**
 * Attachment rows without their bytes (or with bytes of another length) and servable export rows
 * without theirs: before migration 0039 in `content`, from it on a size that its parts add up to.
 * The migrations' checks and the export's last UPDATE make such a row impossible to write; this
 * counts anyway. An export a kill cut short has no size: it is never served (and is swept).
 */
const ROWS_WITHOUT_BYTES = drizzleSql`SELECT
  (SELECT count(*) FROM ticket_files WHERE content IS NULL OR octet_length(content) <> size)::int
  + (SELECT count(*) FROM ticket_exports e WHERE NOT in_parts AND content IS NULL
       OR size <> (SELECT coalesce(sum(octet_length(bytes)), 0) FROM ticket_export_parts p WHERE p.fileid = e.fileid)
    )::int AS n`

const rowsWithoutBytes = async (store: Store): Promise<number> => {
  const db = await openDatabase(
    store.kind === "pglite" ? { dataDir: store.dataDir } : { databaseUrl: store.url },
  )
  try {
    const [row] = await runRows(db, { n: computed<number>() }, ROWS_WITHOUT_BYTES)
    return row!.n
  } finally {
    await db.close()
  }
}

/**
 * What a crash could have left half done, read with no server running: rows without their bytes,
 * and files the server wrote outside the database (the old files folder, which must stay empty).
 */
export const orphanCounts = async (store: Store) => ({
  rowsWithoutBytes: await rowsWithoutBytes(store),
  filesOnDisk: filesUnder(store.filesDir).length,
})

/**
 * A fresh database on the PostgreSQL at `adminUrl`, and how to drop it: empty, or a copy of the
 * database named `template` (`CREATE DATABASE ... TEMPLATE`, see `template-postgres.ts`).
 */
let scratchCount = 0

export const scratchDatabase = async (adminUrl: string, prefix: string, template?: string) => {
  // Two asked for in the same millisecond (Promise.all) must not get one name: a count makes it unique.
  scratchCount += 1
  const name = `${prefix}_${process.pid}_${Date.now()}_${scratchCount}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  return { name, url: url.toString(), drop }
}
