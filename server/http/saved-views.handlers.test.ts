import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isMyTicket, SAVED_VIEW_LIMITS, savedViewTexts } from "../../core/domain/tickets/saved-views.ts"
import { flip, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

/** "My tickets" and saved views of the ticket list (issue 28), through the derived client, against SQL. */
let server: TestServer
let acme: string
let staff: string
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, staff, admin] = await Promise.all([
    server.signIn("acme.user"),
    server.signIn("sysadmin"),
    server.signIn("acme.admin"),
  ])
}, 120_000)
afterAll(() => server?.stop())

const userOf = async (username: string) =>
  (
    await server.db.run<{
      userid: number
      companyid: number
      email: string
      firstname: string
      lastname: string
    }>(sql`SELECT userid, companyid, email, firstname, lastname FROM users WHERE username = ${username}`)
  )[0]!

type OwnerRow = {
  ticketid: number
  companyid: number
  createdbyuserid: number | null
  contactname: string | null
  contactemail: string | null
}

/** The oracle: the pure rule over every ticket the scope condition lets through, newest first. */
const myIdsByRule = async (username: string, scope: SQL) => {
  const me = await userOf(username)
  const rows = await server.db.run<OwnerRow>(
    sql`SELECT ticketid, companyid, createdbyuserid, contactname, contactemail FROM tickets
        WHERE ${scope} ORDER BY ticketid DESC`,
  )
  return rows.filter((t) => isMyTicket(t, me)).map((t) => t.ticketid)
}

const mine = (session: string, extra: Record<string, string> = {}) =>
  server.run((c) => c.tickets.list({ query: listQuery({ mine: "(true)", pl: "1000", ...extra }) }), session)

describe("GET /v1/ticketdetails?mine=(true): My tickets", () => {
  it("gives a customer the tickets they raised or that name them by email or name, as the rule says", async () => {
    const me = await userOf("acme.user")
    // One ticket names the user by email only (other case), one is raised by them under another
    // contact, and one of another company carries their name (not theirs to see or count).
    await server.db.run(sql`UPDATE tickets SET contactemail = ${` ${me.email.toUpperCase()} `}, contactname = 'Someone Else',
      createdbyuserid = NULL WHERE ticketid = (SELECT min(ticketid) FROM tickets WHERE companyid = ${me.companyid})`)
    await server.db.run(sql`UPDATE tickets SET createdbyuserid = ${me.userid}, contactname = 'Another Person'
      WHERE ticketid = (SELECT max(ticketid) FROM tickets WHERE companyid = ${me.companyid})`)
    await server.db.run(sql`UPDATE tickets SET contactname = ${`${me.firstname} ${me.lastname}`}
      WHERE ticketid = (SELECT min(ticketid) FROM tickets WHERE companyid <> ${me.companyid})`)
    const expected = await myIdsByRule("acme.user", sql`companyid = ${me.companyid}`)
    expect(expected.length).toBeGreaterThan(2)
    const answer = await mine(acme)
    expect(answer.items.map((t) => t.ticketid)).toEqual(expected)
    expect(answer.count).toBe(expected.length)
  })

  it("combines with the other filters and gives staff their own tickets in every company", async () => {
    const me = await userOf("acme.user")
    const open = await mine(acme, { ticketstatus: "(O)" })
    const openIds = new Set(
      (
        await server.db.run<{ ticketid: number }>(sql`SELECT ticketid FROM tickets WHERE ticketstatus = 'O'`)
      ).map((r) => r.ticketid),
    )
    const expected = (await myIdsByRule("acme.user", sql`companyid = ${me.companyid}`)).filter((id) =>
      openIds.has(id),
    )
    expect(open.items.map((t) => t.ticketid)).toEqual(expected)
    const sysadmin = await userOf("sysadmin")
    await server.db.run(sql`UPDATE tickets SET createdbyuserid = ${sysadmin.userid}
      WHERE ticketid IN (SELECT ticketid FROM tickets WHERE companyid <> ${sysadmin.companyid} ORDER BY ticketid LIMIT 3)`)
    const staffMine = await mine(staff)
    expect(staffMine.items.map((t) => t.ticketid)).toEqual(await myIdsByRule("sysadmin", sql`TRUE`))
    expect(staffMine.count).toBeGreaterThanOrEqual(3)
  })

  it("refuses a value other than true, naming the field", async () => {
    const response = await fetch(`${server.url}/v1/ticketdetails?mine=(yes)`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain("mine")
  })
})

const views = (session: string) => server.run((c) => c.tickets.views(), session)
const save = (session: string, name: string, query: string) =>
  server.run((c) => c.tickets.saveView({ payload: { name, query } }), session)
const saveRefusal = (session: string, name: string, query: string) =>
  server.run((c) => flip(c.tickets.saveView({ payload: { name, query } })), session)

describe("saved views: /v1/preferences/ticket-views", () => {
  it("keeps a view canonically, lists it by name with the list's own count, and counts My tickets", async () => {
    const [location] = await server.db.run<{ locationid: number }>(
      sql`SELECT locationid FROM tickets WHERE companyid = 2 AND locationid IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
    const made = await save(
      admin,
      "  Open at my busiest site ",
      `?page=3&status=open&locations=${location!.locationid}&bogus=1`,
    )
    expect(made).toMatchObject({
      name: "Open at my busiest site",
      query: `status=open&locations=${location!.locationid}`,
    })
    const [oracle] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE companyid = 2 AND ticketstatus = 'O' AND locationid = ${location!.locationid}`,
    )
    expect(made.count).toBe(oracle!.n)
    await save(admin, "all mine", "mine=1")
    const listed = await views(admin)
    expect(listed.items.map((v) => v.name)).toEqual(["all mine", "Open at my busiest site"])
    expect(listed.mine).toBe((await myIdsByRule("acme.admin", sql`companyid = 2`)).length)
    expect(listed.items[0]!.count).toBe(listed.mine)
    expect((await views(acme)).items).toEqual([])
  })

  it("refuses a name the owner already uses, whatever its case, naming the field; another user may use it", async () => {
    await save(acme, "Closed lately", "status=closed")
    expect(await saveRefusal(acme, " CLOSED LATELY", "status=open")).toMatchObject({
      _tag: "Conflict",
      field: "name",
      message: savedViewTexts.duplicate,
    })
    expect((await save(staff, "Closed lately", "status=closed")).name).toBe("Closed lately")
    const blank = await fetch(`${server.url}/v1/preferences/ticket-views`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "   ", query: "" }),
    })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ _tag: "BadRequest", field: "name" })
  })

  it("renames and deletes only the owner's views: another user's answers 404 and stays", async () => {
    const view = await save(acme, "To rename", "status=open")
    const renamed = await server.run(
      (c) => c.tickets.renameView({ params: { viewid: view.viewid }, payload: { name: "Renamed" } }),
      acme,
    )
    expect(renamed).toMatchObject({ viewid: view.viewid, name: "Renamed", query: "status=open" })
    const taken = await server.run(
      (c) =>
        flip(c.tickets.renameView({ params: { viewid: view.viewid }, payload: { name: "closed LATELY" } })),
      acme,
    )
    expect(taken).toMatchObject({ _tag: "Conflict", field: "name" })
    const stolen = await server.run(
      (c) => flip(c.tickets.renameView({ params: { viewid: view.viewid }, payload: { name: "Stolen" } })),
      admin,
    )
    expect(stolen._tag).toBe("NotFound")
    const gone = await server.run(
      (c) => flip(c.tickets.deleteView({ params: { viewid: view.viewid } })),
      admin,
    )
    expect(gone._tag).toBe("NotFound")
    const [kept] = await server.db.run<{ name: string }>(
      sql`SELECT name FROM saved_views WHERE viewid = ${view.viewid}`,
    )
    expect(kept!.name).toBe("Renamed")
    const deleted = await server.run((c) => c.tickets.deleteView({ params: { viewid: view.viewid } }), acme)
    expect(deleted.message).toBe(savedViewTexts.deleted("Renamed"))
    expect(await server.db.run(sql`SELECT 1 FROM saved_views WHERE viewid = ${view.viewid}`)).toEqual([])
  })

  it(`keeps at most ${SAVED_VIEW_LIMITS.maxPerUser} views a user`, async () => {
    const globex = await server.signIn("globex.user")
    for (let i = 0; i < SAVED_VIEW_LIMITS.maxPerUser; i++) await save(globex, `View ${i}`, `search=${i}`)
    expect(await saveRefusal(globex, "One more", "")).toMatchObject({
      _tag: "Conflict",
      message: savedViewTexts.tooMany,
    })
    expect((await views(globex)).count).toBe(SAVED_VIEW_LIMITS.maxPerUser)
  })
})
