import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { attachmentsDir } from "./attachment-store.ts"
import { sweepOrphanFiles } from "./orphan-files.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const HOUR = 60 * 60 * 1000

describe("sweepOrphanFiles", () => {
  it("removes files no row names once they are older than the grace period, and nothing else", async () => {
    const session = await server.signIn("acme.user")
    const [ticket] = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
    )
    const uploaded = await fetch(`${server.url}/v1/ticket/${ticket!.ticketid}/attachment?filename=kept.txt`, {
      method: "POST",
      headers: { authorization: `EC ${session}`, "content-type": "application/octet-stream" },
      body: "kept",
    })
    const kept = ((await uploaded.json()) as { dmsId: string }).dmsId
    const dir = attachmentsDir(server.config.filesDir)
    mkdirSync(dir, { recursive: true })
    const [old, young] = [randomUUID(), randomUUID()]
    writeFileSync(join(dir, old), "left by a crash")
    writeFileSync(join(dir, young), "upload in flight")
    writeFileSync(join(dir, "notes.txt"), "not an attachment")
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR)
    utimesSync(join(dir, old), twoHoursAgo, twoHoursAgo)

    expect(await sweepOrphanFiles(server.db, dir, HOUR)).toBe(1)
    expect([old, young, kept, "notes.txt"].map((f) => existsSync(join(dir, f)))).toEqual([
      false,
      true,
      true,
      true,
    ])
    expect(await sweepOrphanFiles(server.db, dir, 0)).toBe(1)
    expect(existsSync(join(dir, young))).toBe(false)
  })

  it("finds nothing to do without an attachments folder", async () => {
    expect(await sweepOrphanFiles(server.db, join(server.config.filesDir, "nowhere"), 0)).toBe(0)
  })
})
