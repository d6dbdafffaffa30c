import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seededScratchDatabase } from "../testing/template-postgres.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Adds of one watcher at once on PostgreSQL (PGlite's single connection runs them one after
 * another): both answer 200 with the watcher listed once (the add is idempotent), one row, one
 * timeline entry. Runs when PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL).
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
let server: TestServer
let database: Awaited<ReturnType<typeof seededScratchDatabase>> | undefined
beforeAll(async () => {
  if (adminUrl === "") return
  database = await seededScratchDatabase(adminUrl, "portal_watcher_races")
  server = await startTestServer({}, database.url)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe.skipIf(adminUrl === "")("watcher races on PostgreSQL", () => {
  it("the same watcher added twice at once: both 200, one row, one timeline entry", async () => {
    const sessions = [await server.signIn("acme.admin"), await server.signIn("sysadmin")]
    const [t] = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND ticketstatus = 'O' ORDER BY ticketid LIMIT 1`,
    )
    const [u] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.user'`,
    )
    const ticketid = t!.ticketid
    const userid = u!.userid
    for (let round = 0; round < 3; round += 1) {
      await server.db.run(sql`DELETE FROM ticket_watchers WHERE ticketid = ${ticketid}`)
      const answers = await Promise.all(
        sessions.map((session) =>
          server.run((c) => c.watchers.add({ params: { ticketid }, payload: { userid } }), session),
        ),
      )
      for (const a of answers) expect(a.items.map((w) => w.userid)).toEqual([userid])
      const [rows] = await server.db.run<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ticket_watchers WHERE ticketid = ${ticketid}`,
      )
      expect(rows!.n).toBe(1)
    }
    const [entries] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_activities WHERE userid = ${userid}
          AND details->>'watching' = ${String(ticketid)}`,
    )
    expect(entries!.n).toBe(3)
  })
})
