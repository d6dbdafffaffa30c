import { sql } from "drizzle-orm"
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "../db/client.ts"
import { signIn } from "../testing/acknowledged-writes.ts"
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts"
import { seededScratchDatabase } from "../testing/template-postgres.ts"

/**
 * A server process killed (SIGKILL) while it stores an export's parts, on PostgreSQL (the test reads
 * the database while the server writes; PGlite's folder is the server's alone). The export is never
 * served, and its row and parts go at the user's next export once the lease has run out. Runs when
 * PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL); the demo scale makes an export of several parts.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
let database: Awaited<ReturnType<typeof seededScratchDatabase>> | undefined
let db: Db
const servers: ServerProcess[] = []
beforeAll(async () => {
  if (adminUrl === "") return
  database = await seededScratchDatabase(adminUrl, "portal_export_kill", "demo")
  db = await openDatabase({ databaseUrl: database.url })
}, 300_000)
afterAll(async () => {
  for (const server of servers) await server.kill("SIGKILL")
  await db?.close()
  await database?.drop()
})

const start = async () => {
  const server = await startServerProcess({ DATABASE_URL: database!.url, PORTAL_SEED_SCALE: "demo" })
  servers.push(server)
  return server
}
const exportAs = (url: string, session: string) =>
  fetch(`${url}/v1/excel/tickets?timezone=UTC`, { headers: { authorization: `EC ${session}` } })
const stored = async () =>
  (
    await db.run<{ fileid: string; size: number | null; parts: number }>(
      sql`SELECT e.fileid, e.size::int AS size, (SELECT count(*)::int FROM ticket_export_parts p WHERE p.fileid = e.fileid) AS parts
          FROM ticket_exports e`,
    )
  )[0]

describe.skipIf(adminUrl === "")("an export whose server is killed half way", () => {
  it("is never served, and is removed by the user's next export once the lease ran out, which downloads whole", async () => {
    const first = await start()
    const session = await signIn(first.url, "sysadmin")
    void exportAs(first.url, session).catch(() => undefined)
    const deadline = Date.now() + 60_000
    while (((await stored())?.parts ?? 0) === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10))
    await first.kill("SIGKILL")
    const left = await stored()
    expect(left?.parts).toBeGreaterThan(0)
    expect(left?.size).toBeNull()

    const second = await start()
    const answer = await fetch(`${second.url}/v1/excel/files/${left!.fileid}`, {
      headers: { authorization: `EC ${session}` },
    })
    expect(answer.status).toBe(404)
    // The killed process's lease runs out within a minute; here at once.
    await db.run(sql`UPDATE export_leases SET expires = now() - interval '1 second'`)
    const again = await exportAs(second.url, session)
    expect(again.status).toBe(200)
    const fileid = ((await again.json()) as { url: string }).url.split("/").pop()!
    const [made] = await db.run<{ rows: number; parts: number }>(
      sql`SELECT row_count AS rows, parts FROM ticket_exports WHERE fileid = ${fileid}`,
    )
    expect(made!.parts).toBeGreaterThan(1)
    const download = await fetch(`${second.url}/v1/excel/files/${fileid}`, {
      headers: { authorization: `EC ${session}` },
    })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await download.arrayBuffer())
    expect(workbook.worksheets[0]!.rowCount).toBe(made!.rows + 1)
    const [gone] = await db.run<{ rows: number; parts: number }>(
      sql`SELECT (SELECT count(*)::int FROM ticket_exports WHERE fileid = ${left!.fileid}) AS rows,
                 (SELECT count(*)::int FROM ticket_export_parts WHERE fileid = ${left!.fileid}) AS parts`,
    )
    expect(gone).toEqual({ rows: 0, parts: 0 })
  }, 300_000)
})
