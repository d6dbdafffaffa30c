import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { scratchDatabase } from "../testing/durability-round.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { openStream } from "./sse-client.testing.ts"

/**
 * Issue 29 on PostgreSQL: two app instances on one database (as behind a load balancer). A comment
 * posted to one reaches a stream open on the other through LISTEN/NOTIFY, and the bound of open
 * streams per user counts both.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined
let a: TestServer
let b: TestServer

beforeAll(async () => {
  if (adminUrl === "") return
  database = await scratchDatabase(adminUrl, "portal_live")
  a = await startTestServer({}, database.url)
  b = await startTestServer({}, database.url)
}, 240_000)
afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await database?.drop()
})

describe.skipIf(adminUrl === "")("live updates across two processes on PostgreSQL", () => {
  it("an event published by one instance reaches a stream on the other", async () => {
    const reader = await b.signIn("acme.user")
    const writer = await a.signIn("acme.admin")
    const stream = await openStream(b.url, reader)
    try {
      const [t] = await a.db.run<{ ticketid: number }>(
        sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
      )
      await a.run(
        (c) =>
          c.tickets.comment({
            payload: { ticketid: t!.ticketid, comment: "From instance A", activityid: 3, applicationid: 1 },
          }),
        writer,
      )
      const got = await stream.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === t!.ticketid)
      expect(got.id).toBeGreaterThan(0)
    } finally {
      stream.close()
    }
  })

  it("counts a user's open streams on both instances against one bound", async () => {
    const session = await a.signIn("globex.user")
    const open = []
    try {
      for (let i = 0; i < 8; i++) open.push(await openStream(i % 2 === 0 ? a.url : b.url, session))
      expect(open.map((s) => s.status)).toEqual(Array(8).fill(200))
      const refused = await openStream(b.url, session)
      expect(refused.status).toBe(429)
    } finally {
      for (const s of open) s.close()
    }
  })
})
