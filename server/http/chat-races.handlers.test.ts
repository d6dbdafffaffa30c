import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chatTexts } from "../../core/domain/chat/support-chat.ts"
import { seededScratchDatabase } from "../testing/template-postgres.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Two first messages of one customer at once on PostgreSQL (PGlite's single connection runs them one
 * after another): both try to open a conversation; the unique partial index lets one in and the other
 * answers 409 naming `body`, never a 500 or a second open conversation. Runs when
 * PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL).
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
let server: TestServer
let database: Awaited<ReturnType<typeof seededScratchDatabase>> | undefined
beforeAll(async () => {
  if (adminUrl === "") return
  database = await seededScratchDatabase(adminUrl, "portal_chat_races")
  server = await startTestServer({}, database.url)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe.skipIf(adminUrl === "")("opening a support conversation on PostgreSQL", () => {
  // Whether a round meets the race depends on timing (a 409, or both joining one conversation); the
  // next test makes it meet it every time.
  it("two first messages at once: one opens it, the other gets 409 or joins it; never a 500 or a second", async () => {
    const sessions = [await server.signIn("acme.user"), await server.signIn("acme.user")]
    const [u] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.user'`,
    )
    for (let round = 0; round < 5; round += 1) {
      await server.db.run(
        sql`UPDATE chat_conversations SET status = 'closed' WHERE customerid = ${u!.userid}`,
      )
      await server.db.run(sql`DELETE FROM rate_limits WHERE name = 'chat-message'`)
      const answers = await Promise.all(
        sessions.map((session, i) =>
          fetch(`${server.url}/v1/chat/messages`, {
            method: "POST",
            headers: { authorization: `EC ${session}`, "content-type": "application/json" },
            body: JSON.stringify({ body: `Round ${round}, tab ${i}` }),
          }).then(async (r) => ({ status: r.status, body: await r.json() })),
        ),
      )
      const statuses = answers.map((a) => a.status).sort()
      expect(
        statuses.every((s) => s === 200 || s === 409),
        JSON.stringify(answers),
      ).toBe(true)
      expect(statuses[0]).toBe(200)
      for (const a of answers.filter((x) => x.status === 409)) {
        expect(a.body).toMatchObject({ _tag: "Conflict", field: "body", message: chatTexts.openedMeanwhile })
      }
      const [open] = await server.db.run<{ n: number; messages: number }>(
        sql`SELECT count(*)::int AS n, (SELECT count(*)::int FROM chat_messages m JOIN chat_conversations c
              ON c.conversationid = m.conversationid WHERE c.customerid = ${u!.userid} AND c.status = 'open') AS messages
            FROM chat_conversations WHERE customerid = ${u!.userid} AND status = 'open'`,
      )
      expect(open!.n).toBe(1)
      expect(open!.messages).toBe(answers.filter((a) => a.status === 200).length)
    }
  })

  it("a first message while another transaction opens one: it waits for that commit, then 409, nothing written", async () => {
    const session = await server.signIn("globex.user")
    const [u] = await server.db.run<{ userid: number; companyid: number }>(
      sql`SELECT userid, companyid FROM users WHERE username = 'globex.user'`,
    )
    const other = new pg.Client({ connectionString: database!.url })
    await other.connect()
    try {
      await other.query("BEGIN")
      await other.query("INSERT INTO chat_conversations (companyid, customerid) VALUES ($1, $2)", [
        u!.companyid,
        u!.userid,
      ])
      const answer = fetch(`${server.url}/v1/chat/messages`, {
        method: "POST",
        headers: { authorization: `EC ${session}`, "content-type": "application/json" },
        body: JSON.stringify({ body: "Hello?" }),
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      await other.query("COMMIT")
      const res = await answer
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ _tag: "Conflict", field: "body" })
    } finally {
      await other.end()
    }
    const [rows] = await server.db.run<{ open: number; messages: number }>(
      sql`SELECT count(*)::int AS open, (SELECT count(*)::int FROM chat_messages m JOIN chat_conversations c
            ON c.conversationid = m.conversationid WHERE c.customerid = ${u!.userid}) AS messages
          FROM chat_conversations WHERE customerid = ${u!.userid} AND status = 'open'`,
    )
    expect(rows).toEqual({ open: 1, messages: 0 })
  })
})
