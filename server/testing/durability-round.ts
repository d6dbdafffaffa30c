import { readdirSync } from "node:fs"
import { join } from "node:path"
import { sql as drizzleSql } from "drizzle-orm"
import pg from "pg"
import { openDatabase } from "../db/client.ts"
import { type Acknowledged, emptyAcknowledged, missingWrites, runWriter } from "./acknowledged-writes.ts"
import { startServerProcess } from "./server-process.ts"
import type { TcpProxy } from "./tcp-proxy.ts"

export const WRITERS = ["acme.user", "globex.user", "acme.admin"]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type Missing = Awaited<ReturnType<typeof missingWrites>>

/** Where a round's data lives: a PGlite folder or a PostgreSQL database, and the files folder. */
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

/**
 * Writers create sessions, tickets, comments and attachments against a server process for
 * `writeMs`; it is killed with SIGKILL mid-write and started again on the same data, which must
 * still hold every write it answered 200.
 */
export const killRound = async (store: Store, writeMs: number): Promise<KillRound> => {
  const acked = emptyAcknowledged()
  const first = await startServerProcess(storeEnv(store))
  let killed = false
  const writers = WRITERS.map((user) => runWriter(first.url, user, acked, () => killed))
  await sleep(writeMs)
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

const filesOnDisk = (filesDir: string): string[] => {
  try {
    return readdirSync(join(filesDir, "attachments"))
  } catch {
    return []
  }
}

const fileRows = async (store: Store): Promise<string[]> => {
  const sql = "SELECT fileid FROM ticket_files"
  if (store.kind === "pglite") {
    const db = await openDatabase({ dataDir: store.dataDir })
    try {
      return (await db.run<{ fileid: string }>(drizzleSql.raw(sql))).map((r) => r.fileid)
    } finally {
      await db.close()
    }
  }
  const client = new pg.Client({ connectionString: store.url })
  await client.connect()
  try {
    return (await client.query<{ fileid: string }>(sql)).rows.map((r) => r.fileid)
  } finally {
    await client.end()
  }
}

/** Attachment files without a row and rows without a file, read with no server running. */
export const orphanCounts = async (store: Store) => {
  const [files, rows] = [filesOnDisk(store.filesDir), await fileRows(store)]
  return {
    filesWithoutRow: files.filter((f) => !rows.includes(f)).length,
    rowsWithoutFile: rows.filter((r) => !files.includes(r)).length,
  }
}

/** A fresh database on the PostgreSQL at `adminUrl`, and how to drop it. */
export const scratchDatabase = async (adminUrl: string, prefix: string) => {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  return { name, url: url.toString(), drop }
}
