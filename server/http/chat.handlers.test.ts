import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHAT_LIMITS } from "../../core/domain/chat/support-chat.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** Issue 29: the built-in support chat, through the derived client. */
let server: TestServer
const sessions: Record<string, string> = {}
const ids: Record<string, number> = {}
const NAMES = ["sysadmin", "acme.user", "acme.admin", "globex.user", "globex.admin", "sales.rep"]

beforeAll(async () => {
  server = await startTestServer()
  // The sales rep keeps Acme (2) and loses Globex (3): in and out of its accounts.
  await server.db.run(sql`UPDATE agreements SET salesid = NULL WHERE companyid = 3`)
  for (const name of NAMES) sessions[name] = await server.signIn(name)
  const rows = await server.db.run<{ userid: number; username: string }>(
    sql`SELECT userid, username FROM users WHERE username = ANY(${sql.param(NAMES)}::text[])`,
  )
  for (const r of rows) ids[r.username] = r.userid
}, 120_000)
afterAll(() => server?.stop())

const write = (who: string, body: string) =>
  server.run((c) => c.chat.post({ payload: { body } }), sessions[who])
const writeError = (who: string, body: string) =>
  server.run((c) => flip(c.chat.post({ payload: { body } })), sessions[who])
const mine = (who: string) => server.run((c) => c.chat.mine(), sessions[who])
const read = (who: string, conversationid: number) =>
  server.run((c) => flip(c.chat.conversation({ params: { conversationid } })), sessions[who])

describe("the customer's conversation", () => {
  it("opens with the first message, stores it trimmed as plain text, and the next joins it", async () => {
    expect((await mine("acme.user")).thread).toBeNull()
    const first = await write("acme.user", "  <b>Printer</b> jams on tray 2  ")
    expect(first.conversation).toMatchObject({ status: "open", customerid: ids["acme.user"], companyid: 2 })
    expect(first.messages.map((m) => [m.body, m.fromProvider])).toEqual([
      ["<b>Printer</b> jams on tray 2", false],
    ])
    const second = await write("acme.user", "Since this morning")
    expect(second.conversation.conversationid).toBe(first.conversation.conversationid)
    expect((await mine("acme.user")).thread?.messages).toHaveLength(2)
    // A colleague of the same company has none: conversations are the customer's own.
    expect((await mine("acme.admin")).thread).toBeNull()
  })

  it("refuses a blank or too long message with a 400 naming the field; writes nothing", async () => {
    // The derived client refuses them before sending; the server does too, for any other client.
    for (const body of ["", "   ", "x".repeat(CHAT_LIMITS.bodyMaxLength + 1)]) {
      const res = await fetch(`${server.url}/v1/chat/messages`, {
        method: "POST",
        headers: { authorization: `EC ${sessions["globex.user"]}`, "content-type": "application/json" },
        body: JSON.stringify({ body }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ _tag: "BadRequest", field: "body" })
    }
    expect(await writeError("globex.user", " ")).toMatchObject({ _tag: "SchemaError" })
    expect((await mine("globex.user")).thread).toBeNull()
  })

  it("support answers, the customer reads it, support closes; the next message opens a new conversation", async () => {
    const opened = await write("globex.user", "Forklift battery will not charge")
    const id = opened.conversation.conversationid
    const answered = await server.run(
      (c) => c.chat.answer({ params: { conversationid: id }, payload: { body: "We are on it" } }),
      sessions.sysadmin,
    )
    expect(answered.messages.map((m) => [m.body, m.fromProvider])).toEqual([
      ["Forklift battery will not charge", false],
      ["We are on it", true],
    ])
    expect((await mine("globex.user")).thread?.messages.at(-1)?.body).toBe("We are on it")
    const closed = await server.run(
      (c) => c.chat.closeConversation({ params: { conversationid: id } }),
      sessions.sysadmin,
    )
    expect(closed.conversation.status).toBe("closed")
    const again = await server.run(
      (c) => flip(c.chat.answer({ params: { conversationid: id }, payload: { body: "late" } })),
      sessions.sysadmin,
    )
    expect(again).toMatchObject({ _tag: "Conflict" })
    expect((await mine("globex.user")).thread?.conversation.status).toBe("closed")
    const next = await write("globex.user", "Another question")
    expect(next.conversation.conversationid).not.toBe(id)
    const closedByCustomer = await server.run((c) => c.chat.close(), sessions["globex.user"])
    expect(closedByCustomer.conversation.status).toBe("closed")
    expect(await server.run((c) => flip(c.chat.close()), sessions["globex.user"])).toMatchObject({
      _tag: "NotFound",
    })
  })
})

describe("viewing as a customer", () => {
  it("reads the viewed user's conversation and writes as them, as comments do under impersonation", async () => {
    const staff = await server.signIn("sysadmin")
    const { sessionID: viewing } = await server.run(
      (c) => c.impersonation.start({ payload: { userID: ids["acme.user"]! } }),
      staff,
    )
    const before = (await mine("acme.user")).thread
    const seen = await server.run((c) => c.chat.mine(), viewing)
    expect(seen.thread?.conversation.conversationid).toBe(before?.conversation.conversationid)
    const wrote = await server.run(
      (c) => c.chat.post({ payload: { body: "Written while viewed as" } }),
      viewing,
    )
    expect(wrote.messages.at(-1)).toMatchObject({ authorid: ids["acme.user"], fromProvider: false })
    // The viewing staff member reaches no inbox under the customer's session.
    expect(await server.run((c) => flip(c.chat.inbox({ query: {} })), viewing)).toMatchObject({
      _tag: "Forbidden",
    })
  })
})

describe("the provider's inbox", () => {
  it("lists open conversations first in scope: staff every company, the sales rep its accounts only", async () => {
    const acme = (await write("acme.admin", "Acme admin question")).conversation.conversationid
    const globex = (await write("globex.admin", "Globex admin question")).conversation.conversationid
    const staff = await server.run((c) => c.chat.inbox({ query: {} }), sessions.sysadmin)
    expect(staff.items.every((i) => i.status === "open")).toBe(true)
    expect(staff.items.map((i) => i.conversationid)).toEqual(expect.arrayContaining([acme, globex]))
    const [oracle] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_conversations WHERE status = 'open'`,
    )
    expect(staff.open).toBe(oracle!.n)
    const rep = await server.run((c) => c.chat.inbox({ query: { status: "all" } }), sessions["sales.rep"])
    expect(rep.items.length).toBeGreaterThan(0)
    expect(rep.items.every((i) => i.companyid === 2)).toBe(true)
    const all = await server.run((c) => c.chat.inbox({ query: { status: "all" } }), sessions.sysadmin)
    const firstClosed = all.items.findIndex((i) => i.status === "closed")
    expect(all.items.slice(firstClosed).every((i) => i.status === "closed")).toBe(true)
    // Out of the rep's accounts: 404 like a missing conversation, and nothing written.
    expect(await read("sales.rep", globex)).toMatchObject({ _tag: "NotFound" })
    const refused = await server.run(
      (c) => flip(c.chat.answer({ params: { conversationid: globex }, payload: { body: "hi" } })),
      sessions["sales.rep"],
    )
    expect(refused).toMatchObject({ _tag: "NotFound" })
    const rows = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE conversationid = ${globex}`,
    )
    expect(rows[0]!.n).toBe(1)
    // Customers cannot read the inbox or another's conversation at all.
    expect(await read("acme.admin", acme)).toMatchObject({ _tag: "Forbidden" })
  })

  it("turns a conversation into a ticket of its company with the transcript, linked and closed, in one go", async () => {
    const opened = await write("acme.user", "Second line: the scanner too")
    const id = opened.conversation.conversationid
    await server.run(
      (c) => c.chat.answer({ params: { conversationid: id }, payload: { body: "A ticket follows" } }),
      sessions["sales.rep"],
    )
    const made = await server.run(
      (c) => c.chat.toTicket({ params: { conversationid: id } }),
      sessions["sales.rep"],
    )
    expect(made.thread.conversation).toMatchObject({ status: "closed", ticketid: made.ticketid })
    const ticket = await server.run(
      (c) => c.tickets.ticket({ params: { ticketid: made.ticketid } }),
      sessions["acme.user"],
    )
    expect(ticket.item).toMatchObject({ ticketstatus: "O", problem: expect.stringContaining("Printer") })
    const [comment] = await server.db.run<{ description: string }>(
      sql`SELECT description FROM ticket_activities WHERE ticketid = ${made.ticketid} AND activitytypeid = 3`,
    )
    expect(comment!.description).toContain("<b>Printer</b> jams on tray 2")
    expect(comment!.description).toContain("A ticket follows")
    const twice = await server.run(
      (c) => flip(c.chat.toTicket({ params: { conversationid: id } })),
      sessions.sysadmin,
    )
    expect(twice).toMatchObject({ _tag: "Conflict" })
  })

  it("bounds messages per user per minute with a 429 and Retry-After, counted in the database", async () => {
    await server.db.run(sql`DELETE FROM rate_limits WHERE name = 'chat-message'`)
    await server.db.run(
      sql`INSERT INTO rate_limits (name, subject, window_start, hits)
          VALUES ('chat-message', ${String(ids["globex.admin"])}, now(), ${CHAT_LIMITS.messagesPerWindow})`,
    )
    const res = await fetch(`${server.url}/v1/chat/messages`, {
      method: "POST",
      headers: { authorization: `EC ${sessions["globex.admin"]}`, "content-type": "application/json" },
      body: JSON.stringify({ body: "one too many" }),
    })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await writeError("globex.admin", "still too many")).toMatchObject({ _tag: "TooManyRequests" })
  })

  it("keeps the message bound of the Schema in the database's check", async () => {
    const [row] = await server.db.run<{ def: string }>(
      sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'chat_messages_body_check'`,
    )
    expect(row!.def).toContain(String(CHAT_LIMITS.bodyMaxLength))
  })
})

describe("a customer moved to another company", () => {
  it("leaves the open conversation closed with the former company and starts afresh in the new one", async () => {
    const [mover] = await server.db.run<{ userid: number; username: string }>(
      sql`SELECT userid, username FROM users WHERE companyid = 2 AND roleid = 4
            AND username NOT IN ('acme.user', 'expired.user') AND useractive ORDER BY userid LIMIT 1`,
    )
    const before = await server.run(
      (c) => c.chat.post({ payload: { body: "Copier on floor 3 is down" } }),
      await server.signIn(mover!.username),
    )
    const formerId = before.conversation.conversationid
    expect(before.conversation).toMatchObject({ status: "open", companyid: 2 })
    const moved = await server.run(
      (c) => c.admin.transfer({ payload: { userID: mover!.userid, companyID: 3 } }),
      sessions.sysadmin,
    )
    expect(moved.toCompanyID).toBe(3)
    // Support sees it closed by the staff member who moved them; it stays with Acme, as tickets do.
    const former = await server.run(
      (c) => c.chat.conversation({ params: { conversationid: formerId } }),
      sessions.sysadmin,
    )
    expect(former.conversation).toMatchObject({ status: "closed", companyid: 2 })
    // Signed in again (the move ended their sessions), they see none and write into a new one.
    const session = await server.signIn(mover!.username)
    expect((await server.run((c) => c.chat.mine(), session)).thread).toBeNull()
    const after = await server.run((c) => c.chat.post({ payload: { body: "Hello from Globex" } }), session)
    expect(after.conversation).toMatchObject({ status: "open", companyid: 3 })
    expect(after.conversation.conversationid).not.toBe(formerId)
    expect(after.messages.map((m) => m.body)).toEqual(["Hello from Globex"])
    const [closedBy] = await server.db.run<{ closedby: number }>(
      sql`SELECT closedby FROM chat_conversations WHERE conversationid = ${formerId}`,
    )
    expect(closedBy!.closedby).toBe(ids.sysadmin)
  })
})
