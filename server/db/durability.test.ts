import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { emptyAcknowledged, missingWrites, runWriter } from "../testing/acknowledged-writes.ts"
import { startServerProcess } from "../testing/server-process.ts"
import { openDatabase } from "./client.ts"

const root = mkdtempSync(join(tmpdir(), "portal-durability-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const WRITERS = ["acme.user", "globex.user", "acme.admin"]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Writers create sessions, tickets, comments and attachments against a server process; it is
 * killed with SIGKILL mid-write and started again on the same data. Every write it answered 200
 * must still be there, and no attachment file may be left without its row (or a row without its file).
 */
const killRound = async (env: Record<string, string>) => {
  const acked = emptyAcknowledged()
  const first = await startServerProcess(env)
  let killed = false
  const writers = WRITERS.map((user) => runWriter(first.url, user, acked, () => killed))
  await sleep(2_500)
  await first.kill("SIGKILL")
  killed = true
  await Promise.all(writers)
  const second = await startServerProcess(env)
  try {
    const missing = await missingWrites(second.url, acked)
    const counts = Object.entries(acked).map(([kind, list]) => `${list.length} ${kind}`)
    console.log(
      `durability: acknowledged ${counts.join(", ")}; missing after kill -9: ${JSON.stringify(missing)}`,
    )
    return { acked, missing }
  } finally {
    await second.kill("SIGTERM")
  }
}

const filesOnDisk = (filesDir: string) => {
  try {
    return readdirSync(join(filesDir, "attachments"))
  } catch {
    return []
  }
}

const orphans = (files: ReadonlyArray<string>, rows: ReadonlyArray<string>) => ({
  filesWithoutRow: files.filter((f) => !rows.includes(f)).length,
  rowsWithoutFile: rows.filter((r) => !files.includes(r)).length,
})

describe("acknowledged writes survive kill -9", () => {
  it("PGlite: none lost, no orphan files", async () => {
    const dataDir = join(root, "pglite")
    const filesDir = join(root, "pglite-files")
    const env = { PORTAL_DATA_DIR: dataDir, PORTAL_FILES_DIR: filesDir, PORTAL_SEED_SCALE: "tiny" }
    const { acked, missing } = await killRound(env)
    expect(acked.tickets.length).toBeGreaterThan(3)
    expect(missing).toEqual({ sessions: 0, tickets: 0, comments: 0, attachments: 0 })
    const db = await openDatabase({ dataDir })
    try {
      const rows = await db.query<{ fileid: string }>("SELECT fileid FROM ticket_files")
      expect(
        orphans(
          filesOnDisk(filesDir),
          rows.map((r) => r.fileid),
        ),
      ).toEqual({
        filesWithoutRow: 0,
        rowsWithoutFile: 0,
      })
    } finally {
      await db.close()
    }
  }, 240_000)

  const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
  it.runIf(adminUrl !== undefined && adminUrl !== "")(
    "PostgreSQL: none lost, no orphan files",
    async () => {
      const name = `portal_durability_${process.pid}_${Date.now()}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(adminUrl ?? "")
      url.pathname = `/${name}`
      const filesDir = join(root, "pg-files")
      try {
        const env = { DATABASE_URL: url.toString(), PORTAL_FILES_DIR: filesDir, PORTAL_SEED_SCALE: "tiny" }
        const { acked, missing } = await killRound(env)
        expect(acked.tickets.length).toBeGreaterThan(3)
        expect(missing).toEqual({ sessions: 0, tickets: 0, comments: 0, attachments: 0 })
        const db = new pg.Client({ connectionString: url.toString() })
        await db.connect()
        const rows = (await db.query<{ fileid: string }>("SELECT fileid FROM ticket_files")).rows
        await db.end()
        // With PostgreSQL another server might be mid-upload, so a restart keeps files younger
        // than an hour: a file of the killed upload may remain, but never a row without its file.
        expect(
          orphans(
            filesOnDisk(filesDir),
            rows.map((r) => r.fileid),
          ).rowsWithoutFile,
        ).toBe(0)
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    },
    240_000,
  )
})
