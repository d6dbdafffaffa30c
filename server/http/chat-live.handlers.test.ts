import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type OpenStream, openStream } from "../events/sse-client.testing.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Issue 29: a support conversation's events reach its customer and the provider side that may read
 * its company (staff all, the sales rep its accounts) and no one else: not the customer's colleagues,
 * never another company. Over two companies and every role.
 */
let server: TestServer
const sessions: Record<string, string> = {}
const NAMES = ["developer", "sysadmin", "acme.admin", "acme.user", "globex.admin", "globex.user", "sales.rep"]

beforeAll(async () => {
  server = await startTestServer({ liveHeartbeatMs: 150 })
  // The sales rep keeps Acme and loses Globex.
  await server.db.run(sql`UPDATE agreements SET salesid = NULL WHERE companyid = 3`)
  for (const name of NAMES) sessions[name] = await server.signIn(name)
}, 120_000)
afterAll(() => server?.stop())

/** Who may hear of a conversation of `customer` (a username) of company `companyid`, by the rule's words. */
const mayHear = (name: string, customer: string, companyid: number): boolean =>
  name === customer ||
  name === "developer" ||
  name === "sysadmin" ||
  (name === "sales.rep" && companyid === 2)

describe("chat live events", () => {
  it("reach the conversation's customer and the provider side in scope, never colleagues or other companies", async () => {
    const streams: Record<string, OpenStream> = {}
    for (const name of NAMES) streams[name] = await openStream(server.url, sessions[name]!)
    try {
      const acme = await server.run(
        (c) => c.chat.post({ payload: { body: "Acme secret" } }),
        sessions["acme.user"],
      )
      const globex = await server.run(
        (c) => c.chat.post({ payload: { body: "Globex secret" } }),
        sessions["globex.admin"],
      )
      const ids = { acme: acme.conversation.conversationid, globex: globex.conversation.conversationid }
      await server.run(
        (c) => c.chat.answer({ params: { conversationid: ids.globex }, payload: { body: "Answer" } }),
        sessions.sysadmin,
      )
      await server.run(
        (c) => c.chat.closeConversation({ params: { conversationid: ids.acme } }),
        sessions.sysadmin,
      )
      // Staff hear all: once the last change reached both, every earlier event was sent to everyone.
      for (const staff of ["developer", "sysadmin"])
        await streams[staff]!.waitFor((e) => e.kind === "chat.status" && e.conversationid === ids.acme)
      const conversations = [
        { id: ids.acme, customer: "acme.user", companyid: 2, kinds: ["chat.message", "chat.status"] },
        { id: ids.globex, customer: "globex.admin", companyid: 3, kinds: ["chat.message", "chat.message"] },
      ]
      for (const name of NAMES) {
        for (const c of conversations) {
          const got = streams[name]!.events.filter((e) => e.conversationid === c.id)
          if (mayHear(name, c.customer, c.companyid)) {
            await streams[name]!.waitFor(
              () => streams[name]!.events.filter((e) => e.conversationid === c.id).length === c.kinds.length,
            )
            expect(streams[name]!.events.filter((e) => e.conversationid === c.id).map((e) => e.kind)).toEqual(
              c.kinds,
            )
          } else expect(got, `${name} heard of conversation ${c.id}`).toEqual([])
        }
        // Events name the conversation, never its words.
        expect(JSON.stringify(streams[name]!.events)).not.toContain("secret")
      }
    } finally {
      for (const s of Object.values(streams)) s.close()
    }
  })
})
