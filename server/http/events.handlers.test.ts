import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LIVE_LIMITS } from "../../core/domain/live/live-events.ts"
import { ROLES } from "../../core/domain/roles.ts"
import { type OpenStream, openStream } from "../events/sse-client.testing.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Issue 29: live updates reach exactly those who may read them. */
let server: TestServer
const sessions: Record<string, string> = {}
const NAMES = ["developer", "sysadmin", "acme.admin", "acme.user", "globex.admin", "globex.user", "sales.rep"]
let placements: Record<number, { agreementid: number; locationid: number }> = {}

beforeAll(async () => {
  server = await startTestServer({ liveHeartbeatMs: 150 })
  // The sales rep keeps Acme and loses Globex, so its scope differs from staff and from each company.
  await server.db.run(sql`UPDATE agreements SET salesid = NULL WHERE companyid = 3`)
  for (const name of NAMES) sessions[name] = await server.signIn(name)
  const rows = await server.db.run<{ companyid: number; agreementid: number; locationid: number }>(
    sql`SELECT DISTINCT ON (a.companyid) a.companyid, al.agreementid, al.locationid
          FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
         WHERE a.companyid IN (2, 3) AND a.active ORDER BY a.companyid, al.agreementid, al.locationid`,
  )
  placements = Object.fromEntries(
    rows.map((r) => [r.companyid, { agreementid: r.agreementid, locationid: r.locationid }]),
  )
}, 120_000)
afterAll(() => server?.stop())

const admins: Record<number, string> = { 2: "acme.admin", 3: "globex.admin" }
const createTicket = async (companyid: number, problem: string) =>
  (
    await server.run(
      (c) => c.tickets.create({ payload: { ...placements[companyid]!, problem, contactname: "Contact" } }),
      sessions[admins[companyid]!],
    )
  ).ticketid
const comment = (ticketid: number, who: string, text: string) =>
  server.run(
    (c) => c.tickets.comment({ payload: { ticketid, comment: text, activityid: 3, applicationid: 1 } }),
    sessions[who],
  )

/** The oracle: the companies whose tickets `username` may read, by direct SQL. */
const readable = async (username: string): Promise<"all" | ReadonlyArray<number>> => {
  const [u] = await server.db.run<{ roleid: number; companyid: number; userid: number }>(
    sql`SELECT roleid, companyid, userid FROM users WHERE username = ${username}`,
  )
  if (u!.roleid === ROLES.developer || u!.roleid === ROLES.systemAdmin) return "all"
  if (u!.roleid !== ROLES.salesRep) return [u!.companyid]
  const rows = await server.db.run<{ companyid: number }>(
    sql`SELECT DISTINCT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid WHERE r.userid = ${u!.userid}`,
  )
  return rows.map((r) => r.companyid)
}

describe("GET /v1/events", () => {
  it("sends each ticket event to everyone who may read the ticket and to no one else, over two companies and every role", async () => {
    const streams: Record<string, OpenStream> = {}
    for (const name of NAMES) streams[name] = await openStream(server.url, sessions[name]!)
    try {
      const acme = await createTicket(2, "Live: Acme conveyor")
      const globex = await createTicket(3, "Live: Globex forklift")
      await comment(acme, "acme.user", "Acme comment")
      await comment(globex, "globex.user", "Globex comment")
      const companyOf: Record<number, number> = { [acme]: 2, [globex]: 3 }
      // Staff read both: once both comments reached them, every earlier event was sent to everyone.
      await streams.sysadmin!.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === globex)
      await streams.developer!.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === globex)
      expect(await readable("sales.rep")).toEqual([2])
      for (const name of NAMES) {
        const scope = await readable(name)
        const got = streams[name]!.events.filter((e) => e.ticketid === acme || e.ticketid === globex)
        const leaked = got.filter((e) => scope !== "all" && !scope.includes(companyOf[e.ticketid!]!))
        expect(leaked, `${name} received events it may not read`).toEqual([])
        for (const ticketid of [acme, globex]) {
          const may = scope === "all" || scope.includes(companyOf[ticketid]!)
          const hasComment = got.some((e) => e.kind === "ticket.comment" && e.ticketid === ticketid)
          if (may) await streams[name]!.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === ticketid)
          else expect(hasComment, `${name} got ticket ${ticketid}`).toBe(false)
        }
      }
    } finally {
      for (const s of Object.values(streams)) s.close()
    }
  })

  it("replays what was missed after Last-Event-ID, in scope", async () => {
    const first = await openStream(server.url, sessions["acme.user"]!)
    const ticketid = await createTicket(2, "Live: missed")
    const seen = await first.waitFor((e) => e.ticketid === ticketid)
    first.close()
    await comment(ticketid, "acme.admin", "While you were away")
    await comment(await createTicket(3, "Live: not yours"), "globex.user", "Globex only")
    const again = await openStream(server.url, sessions["acme.user"]!, seen.id)
    try {
      await again.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === ticketid)
      expect(again.events.every((e) => e.id > seen.id)).toBe(true)
      expect(again.events.some((e) => e.ticketid !== null && e.ticketid !== ticketid)).toBe(false)
    } finally {
      again.close()
    }
  })

  it("a Last-Event-ID whose events were swept gets a reset naming where the stream goes on, not a partial catch-up", async () => {
    const first = await openStream(server.url, sessions["acme.user"]!)
    const ticketid = await createTicket(2, "Live: swept while away")
    const seen = await first.waitFor((e) => e.ticketid === ticketid)
    first.close()
    await comment(ticketid, "acme.admin", "Swept 1")
    await comment(ticketid, "acme.admin", "Swept 2")
    const [{ newest } = { newest: 0 }] = await server.db.run<{ newest: number }>(
      sql`SELECT max(eventid)::int AS newest FROM live_events`,
    )
    // As the sweep would an hour on: the oldest events are gone up to the newest, which stays.
    await server.db.run(sql`DELETE FROM live_events WHERE eventid < ${newest}`)
    const again = await openStream(server.url, sessions["acme.user"]!, seen.id)
    try {
      const reset = await again.waitFor((e) => e.kind === "reset")
      expect(reset).toEqual({ id: newest, kind: "reset", ticketid: null })
      expect(again.events.filter((e) => e.kind !== "reset")).toEqual([])
    } finally {
      again.close()
    }
  })

  it("an impersonation session hears the viewed user's events (their bell, their company) and marks nothing seen; it ends with the impersonation", async () => {
    const staff = await server.signIn("sysadmin")
    const [viewed] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.user'`,
    )
    const { sessionID: viewing } = await server.run(
      (c) => c.impersonation.start({ payload: { userID: viewed!.userid } }),
      staff,
    )
    const unseen = async () =>
      (
        await server.db.run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM notifications WHERE userid = ${viewed!.userid} AND NOT seen`,
        )
      )[0]!.n
    const stream = await openStream(server.url, viewing)
    try {
      const before = await unseen()
      const acme = await createTicket(2, "Live: seen as acme.user")
      await comment(acme, "sysadmin", "Staff comment while someone views as acme.user")
      await comment(await createTicket(3, "Live: Globex, not acme.user's"), "globex.user", "Globex only")
      await stream.waitFor((e) => e.kind === "ticket.comment" && e.ticketid === acme)
      // acme.user follows comments in-app (seed): the new notification is announced to their bell.
      await stream.waitFor((e) => e.kind === "notification")
      expect(stream.events.some((e) => e.ticketid !== null && e.ticketid !== acme)).toBe(false)
      expect(await unseen()).toBeGreaterThan(before)
      // Back to the staff member's own session: the viewed user's stream ends at its next heartbeat.
      await server.run((c) => c.impersonation.end(), viewing)
      await stream.ended
    } finally {
      stream.close()
    }
  })

  it("ends when the session signs out", async () => {
    const session = await server.signIn("globex.user")
    const stream = await openStream(server.url, session)
    await server.run((c) => c.account.logout(), session)
    await stream.ended
    expect(stream.status).toBe(200)
  })

  it(`answers 429 past ${LIVE_LIMITS.streamsPerUser} open streams of one user, and frees a place when one closes`, async () => {
    const session = await server.signIn("acme.admin")
    const open: Array<OpenStream> = []
    try {
      for (let i = 0; i < LIVE_LIMITS.streamsPerUser - 1; i++)
        open.push(await openStream(server.url, session))
      expect(open.every((s) => s.status === 200)).toBe(true)
      // acme.admin's stream of the first test closed; one more place is left, then none.
      open.push(await openStream(server.url, session))
      const refused = await openStream(server.url, session)
      expect(refused.status).toBe(429)
    } finally {
      for (const s of open) s.close()
    }
  })
})
