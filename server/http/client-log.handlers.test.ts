import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

const post = (server: TestServer, body: unknown, session?: string) =>
  fetch(`${server.url}/v1/log/client`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(session ? { authorization: `EC ${session}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

const event = { kind: "event", at: 1, actor: "ticketList#1", event: { type: "list.pageNext" } }

/** A batch carrying every secret a careless or hostile page could send. */
const secretBatch = (session: string) => ({
  page: `/tickets?sid=${session}`,
  entries: [
    {
      kind: "event",
      at: 5,
      actor: "auth#1",
      event: { type: "auth.submit", username: "acme.user", password: demoPassword },
    },
    {
      kind: "failure",
      at: 9,
      method: "POST",
      path: "/v1/login",
      query: { password: demoPassword, sessionID: session },
      requestBody: { username: "acme.user", password: demoPassword, newPassword: demoPassword },
      outcome: "answered",
      status: 401,
      responseBody: { sessionID: session, note: `Authorization: EC ${session}`, [session]: 1 },
      failure: `kept ${session}`,
    },
  ],
})

describe("client log, PORTAL_CLIENT_LOG off (default)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  it("serves the page without the log-client attribute and refuses batches with 404", async () => {
    expect(await (await fetch(`${server.url}/tickets`)).text()).not.toContain("data-log-client")
    const answer = await post(server, { page: "/", entries: [event] }, await server.signIn("acme.user"))
    expect(answer.status).toBe(404)
  })
})

describe("client log, PORTAL_CLIENT_LOG=1", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ clientLog: true })
  })
  afterAll(() => server?.stop())

  it("puts the log-client attribute on the page body", async () => {
    expect(await (await fetch(`${server.url}/tickets/12`)).text()).toContain("<body data-log-client")
  })

  it("needs a session", async () => {
    expect((await post(server, { page: "/", entries: [event] })).status).toBe(401)
  })

  it("stores entries for the caller's user, never a password or a session id", async () => {
    const session = await server.signIn("acme.user")
    const answer = await post(server, { ...secretBatch(session), dropped: 3 }, session)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: "success", stored: 3 })
    const rows = await server.db.run<{ userid: number; page: string; kind: string; entry: unknown }>(
      sql`SELECT l.userid, l.page, l.kind, l.entry FROM client_log l JOIN users u ON u.userid = l.userid
          WHERE u.username = 'acme.user' ORDER BY l.id`,
    )
    expect(rows.map((r) => r.kind)).toEqual(["event", "failure", "dropped"])
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(session)
    expect(stored).not.toContain(demoPassword)
    expect(stored).not.toMatch(/"(new)?password"/i)
    const [, failure] = rows.map((r) => r.entry as Record<string, Record<string, unknown>>)
    expect(failure!.query).toEqual({ sessionID: "[session]" })
    expect(failure!.responseBody).toEqual({
      sessionID: "[session]",
      note: "Authorization: EC [session]",
      "[session]": 1,
    })
    expect(rows[0]!.page).toBe("/tickets?sid=[session]")
  })

  it("answers 400 naming the field for a bad shape", async () => {
    const answer = await post(
      server,
      { page: "/", entries: [{ ...event, kind: "gossip" }] },
      await server.signIn("globex.user"),
    )
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain("entries")
  })

  it("refuses a body over the limit with 413 before storing it", async () => {
    const big = {
      page: "/",
      entries: [{ ...event, event: { type: "x", text: "y".repeat(CLIENT_LOG_LIMITS.bodyBytes) } }],
    }
    const answer = await post(server, big, await server.signIn("globex.user"))
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({
      _tag: "PayloadTooLarge",
      limitBytes: CLIENT_LOG_LIMITS.bodyBytes,
    })
  })

  it("answers 429 with Retry-After beyond the batches a user may send a minute, counted over all the user's sessions", async () => {
    // As many sessions as the user likes (tabs, devices, a script signing in again) share one count.
    const sessions = await Promise.all([1, 2, 3].map(() => server.signIn("globex.admin")))
    for (let i = 0; i < CLIENT_LOG_LIMITS.batchesPerMinute; i++)
      expect((await post(server, { page: "/", entries: [event] }, sessions[i % 2])).status).toBe(200)
    const refused = await post(server, { page: "/", entries: [event] }, sessions[2])
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers.get("retry-after"))
    expect(seconds).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      _tag: "TooManyRequests",
      message: `Too many client log batches from your account: at most ${CLIENT_LOG_LIMITS.batchesPerMinute} a minute across all your sessions. Try again in ${seconds} seconds.`,
    })
    // Another user has a count of their own.
    const other = await server.signIn("globex.user")
    expect((await post(server, { page: "/", entries: [event] }, other)).status).toBe(200)
  })
})
