import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type RunningServer, startServer } from "../app.ts"
import { filesDirBeside } from "../config.ts"
import { openDatabase } from "../db/client.ts"
import { migrate, migrationsDir } from "../db/migrate.ts"
import { signIn } from "../testing/acknowledged-writes.ts"
import { seedDatabase } from "../seed/seed.ts"

/**
 * A data folder of the version before migration 0007: rows in the database, bytes in files beside
 * it. Starting the current server on it imports the files into their rows and serves them.
 */
const root = mkdtempSync(join(tmpdir(), "portal-legacy-"))
const dataDir = join(root, "db")
const filesDir = filesDirBeside(dataDir)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const ids = { present: crypto.randomUUID(), missing: crypto.randomUUID(), sheet: crypto.randomUUID() }
const staleSheet = crypto.randomUUID()
const text = "pump readings, March"

/**
 * A data folder from before migration 0007: every migration but 0007 and 0039 (the seed writes
 * today's schema, so the later ones are applied too; only those two touch the file tables, and
 * 0039 needs 0007's column) and the tiny seed, then what the old server wrote for two uploads and
 * two exports. The server applies 0007 and 0039 at start, in that order.
 */
const makeOldDataFolder = async () => {
  const oldMigrations = join(root, "migrations-0005")
  mkdirSync(oldMigrations)
  for (const file of readdirSync(migrationsDir).filter((f) => !/^00(07|39)_/.test(f)))
    copyFileSync(join(migrationsDir, file), join(oldMigrations, file))
  const db = await openDatabase({ dataDir })
  try {
    await migrate(db, oldMigrations)
    await seedDatabase(db, { scale: "tiny" })
    const file = (fileid: string, size: number) =>
      db.run(sql`INSERT INTO ticket_files (fileid, ticketid, file_name, original_filename, content_type, size, uploadedbyuserid, uploadedby)
        SELECT ${fileid}, t.ticketid, ${`${fileid}/readings.txt`}, 'readings.txt', 'text/plain; charset=utf-8', ${size}, u.userid, 'Andy Ackerman'
        FROM tickets t, users u WHERE t.companyid = u.companyid AND u.username = 'acme.user' ORDER BY t.ticketid LIMIT 1`)
    await file(ids.present, text.length)
    await file(ids.missing, 10)
    await db.run(sql`INSERT INTO ticket_exports (fileid, userid, row_count)
      SELECT ${ids.sheet}, userid, 1 FROM users WHERE username = 'acme.user'`)
    await db.run(sql`INSERT INTO ticket_exports (fileid, userid, row_count, created)
      SELECT ${staleSheet}, userid, 1, now() - interval '2 hours' FROM users WHERE username = 'acme.user'`)
  } finally {
    await db.close()
  }
  mkdirSync(join(filesDir, "attachments"), { recursive: true })
  mkdirSync(join(filesDir, "exports"))
  writeFileSync(join(filesDir, "attachments", ids.present), text)
  writeFileSync(join(filesDir, "exports", `${ids.sheet}.xlsx`), "PK sheet bytes")
  writeFileSync(join(filesDir, "exports", `${staleSheet}.xlsx`), "PK old sheet")
}

const start = async (): Promise<{ server: RunningServer; warnings: string[] }> => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
  try {
    const server = await startServer({ port: 0, host: "127.0.0.1", dataDir, uiDir: join(root, "ui") })
    return { server, warnings: warn.mock.calls.map((call) => String(call[0])) }
  } finally {
    warn.mockRestore()
  }
}

const validated = async (server: RunningServer) =>
  Object.fromEntries(
    (
      await server.db.run<{ conname: string; convalidated: boolean }>(
        sql`SELECT conname, convalidated FROM pg_constraint WHERE conname LIKE '%content_present' ORDER BY conname`,
      )
    ).map((c) => [c.conname, c.convalidated]),
  )

const get = async (server: RunningServer, session: string, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `EC ${session}` } })
  return { status: response.status, text: await response.text() }
}

beforeAll(makeOldDataFolder, 240_000)

describe("a data folder of an earlier version", () => {
  it("has its files imported into the database at start, and served from there", async () => {
    const { server, warnings } = await start()
    try {
      expect(warnings.join("\n")).toContain(`Imported 1 attachment file(s) and 1 export(s) from ${filesDir}`)
      expect(warnings.join("\n")).toContain("1 attachment record(s) have no bytes yet")
      const session = await signIn(server.url, "acme.user")
      expect(await get(server, session, `/documents/${ids.present}`)).toEqual({ status: 200, text })
      expect((await get(server, session, `/documents/${ids.missing}`)).status).toBe(404)
      expect(await get(server, session, `/v1/excel/files/${ids.sheet}`)).toEqual({
        status: 200,
        text: "PK sheet bytes",
      })
      const exports = await server.db.run(sql`SELECT fileid FROM ticket_exports`)
      expect(exports).toEqual([{ fileid: ids.sheet }])
      // A row still waiting for its bytes keeps the attachment check from being validated.
      expect(await validated(server)).toEqual({
        ticket_exports_content_present: true,
        ticket_files_content_present: false,
      })
    } finally {
      await server.close()
    }
  }, 120_000)

  it("imports a file that turns up later at the next start, then validates the check", async () => {
    writeFileSync(join(filesDir, "attachments", ids.missing), "0123456789")
    const { server, warnings } = await start()
    try {
      expect(warnings).toEqual([
        expect.stringContaining(`Imported 1 attachment file(s) and 0 export(s) from ${filesDir}`),
      ])
      const session = await signIn(server.url, "acme.user")
      expect(await get(server, session, `/documents/${ids.missing}`)).toEqual({
        status: 200,
        text: "0123456789",
      })
      expect(Object.values(await validated(server))).toEqual([true, true])
      // The old folder is left as it was: removing it is the operator's call.
      expect(readdirSync(join(filesDir, "attachments")).sort()).toEqual([ids.missing, ids.present].sort())
    } finally {
      await server.close()
    }
  }, 120_000)
})
