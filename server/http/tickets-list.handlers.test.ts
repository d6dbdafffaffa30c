import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

type WireQuery = Readonly<Record<string, string>>

let server: TestServer
let acme: string
let globex: string
let staff: string
let rep: string
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, globex, staff, rep] = await Promise.all([
    server.signIn("acme.user"),
    server.signIn("globex.user"),
    server.signIn("sysadmin"),
    server.signIn("sales.rep"),
  ])
})
afterAll(() => server?.stop())

/** The list as the API answers it, for wire parameters as the browser sends them. */
const list = (wire: WireQuery, session = acme) =>
  server.run((c) => c.tickets.list({ query: listQuery(wire) }), session)

/** Ticket ids straight from the database, for comparison with the API's answers. */
const sqlIds = async (where: SQL) =>
  (
    await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE ${where} ORDER BY ticketid DESC`,
    )
  ).map((r) => r.ticketid)

const ACME = 2
const GLOBEX = 3

describe("GET /v1/ticketdetails: scope", () => {
  it("gives company users their own company's tickets only", async () => {
    const mine = await list({ pl: "1000" })
    expect(mine.items.map((t) => t.ticketid)).toEqual(await sqlIds(sql`companyid = ${ACME}`))
    expect(mine.count).toBe(mine.items.length)
    const theirs = await list({ pl: "1000" }, globex)
    expect(theirs.items.map((t) => t.ticketid)).toEqual(await sqlIds(sql`companyid = ${GLOBEX}`))
    expect(theirs.items.every((t) => t.customername === "Globex Logistics")).toBe(true)
  })

  it("gives staff every company and the sales rep its accounts", async () => {
    expect((await list({}, staff)).count).toBe((await sqlIds(sql`TRUE`)).length)
    const accounts = await server.db.run<{ companyid: number }>(
      sql`SELECT DISTINCT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
          JOIN users u ON u.userid = r.userid WHERE u.username = 'sales.rep'`,
    )
    const ids = accounts.map((a) => a.companyid)
    expect((await list({}, rep)).count).toBe(
      (await sqlIds(sql`companyid = ANY(${sql.param(ids)}::int[])`)).length,
    )
  })

  it("answers 404 for another company's ticket and for a missing one", async () => {
    const [globexTicket] = await sqlIds(sql`companyid = ${GLOBEX}`)
    for (const ticketid of [globexTicket!, 99_999_999]) {
      const error = await server.run((c) => flip(c.tickets.ticket({ params: { ticketid } })), acme)
      expect(error._tag).toBe("NotFound")
    }
    const seen = await server.run((c) => c.tickets.ticket({ params: { ticketid: globexTicket! } }), staff)
    expect(seen.item.customername).toBe("Globex Logistics")
  })
})

describe("GET /v1/ticketdetails: filters", () => {
  it("filters by status codes (open, and the closed umbrella)", async () => {
    const open = await list({ ticketstatus: "(O)", pl: "1000" })
    expect(open.items.map((t) => t.ticketid)).toEqual(
      await sqlIds(sql`companyid = ${ACME} AND ticketstatus = 'O'`),
    )
    const closed = await list({ ticketstatus: "(C),(P),(N)", pl: "1000" })
    expect(closed.count).toBe((await sqlIds(sql`companyid = ${ACME} AND ticketstatus <> 'O'`)).length)
    expect(closed.items.every((t) => t.ticketstatus !== "O")).toBe(true)
  })

  it("filters by agreement, location, serial number and contact name", async () => {
    const [sample] = await server.db.run<{
      agreementid: number
      locationid: number
      serialnumber: string
      contactname: string
    }>(
      sql`SELECT agreementid, locationid, serialnumber, contactname FROM tickets
          WHERE companyid = ${ACME} AND serialnumber IS NOT NULL ORDER BY ticketid LIMIT 1`,
    )
    const s = sample!
    const cases: Array<[WireQuery, SQL]> = [
      [{ agreementid: `(${s.agreementid})` }, sql`agreementid = ${s.agreementid}`],
      [{ locationid: `(${s.locationid})` }, sql`locationid = ${s.locationid}`],
      [{ serialnumber: `(${s.serialnumber})` }, sql`serialnumber = ${s.serialnumber}`],
      [
        { contactname: `(${s.contactname.toUpperCase()})` },
        sql`lower(contactname) = lower(${s.contactname})`,
      ],
    ]
    for (const [query, where] of cases) {
      const answer = await list({ ...query, pl: "1000" })
      const expected = await sqlIds(sql`companyid = ${ACME} AND ${where}`)
      expect(expected.length).toBeGreaterThan(0)
      expect(answer.items.map((t) => t.ticketid)).toEqual(expected)
    }
  })

  it("takes several values per filter and combines filters with AND", async () => {
    const agreements = await server.db.run<{ agreementid: number }>(
      sql`SELECT agreementid FROM agreements WHERE companyid = ${ACME} ORDER BY agreementid LIMIT 2`,
    )
    const ids = agreements.map((a) => a.agreementid)
    const answer = await list({
      agreementid: ids.map((id) => `(${id})`).join(","),
      ticketstatus: "(O)",
      pl: "1000",
    })
    expect(answer.items.map((t) => t.ticketid)).toEqual(
      await sqlIds(
        sql`companyid = ${ACME} AND agreementid = ANY(${sql.param(ids)}::int[]) AND ticketstatus = 'O'`,
      ),
    )
  })

  it("applies call and completed date ranges as whole days in America/Detroit", async () => {
    const answer = await list({ "calldate(btwn)": "2026-10-01:2026-10-15", pl: "1000" })
    const expected = await sqlIds(
      sql`companyid = ${ACME} AND createddateutc >= '2026-10-01T04:00:00Z' AND createddateutc < '2026-10-16T04:00:00Z'`,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(answer.items.map((t) => t.ticketid)).toEqual(expected)
    const completed = await list({ "completeddate(btwn)": "2026-09-01:2026-09-30", pl: "1000" })
    expect(completed.items.map((t) => t.ticketid)).toEqual(
      await sqlIds(
        sql`companyid = ${ACME} AND completeddateutc >= '2026-09-01T04:00:00Z' AND completeddateutc < '2026-10-01T04:00:00Z'`,
      ),
    )
  })
})
