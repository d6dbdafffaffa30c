import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TICKET_SEARCH_FIELDS } from "../../core/domain/tickets/fields.ts"
import { flip, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

type WireQuery = Readonly<Record<string, string>>

/** The list as the API answers it, for wire parameters as the browser sends them. */
const list = (wire: WireQuery) => server.run((c) => c.tickets.list({ query: listQuery(wire) }), acme)
const everyField = (term: string): WireQuery =>
  Object.fromEntries(TICKET_SEARCH_FIELDS.map((f) => [`${f}(*)`, term]))
const ids = async (query: SQL) => (await server.db.run<{ ticketid: number }>(query)).map((r) => r.ticketid)

describe("GET /v1/ticketdetails: search", () => {
  it("matches a term contained in any searched field, case-insensitively", async () => {
    const answer = await list({ ...everyField("  JAMS "), pl: "1000" })
    const expected = await ids(
      sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND (
         problem ILIKE '%jams%' OR ticketid::text LIKE '%jams%' OR modelnumber ILIKE '%jams%'
         OR serialnumber ILIKE '%jams%' OR equipment ILIKE '%jams%' OR customerreferenceid ILIKE '%jams%'
         OR contactname ILIKE '%jams%') ORDER BY ticketid DESC`,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(answer.items.map((t) => t.ticketid)).toEqual(expected)
  })

  it("finds a ticket by part of its id, serial number or customer reference", async () => {
    const [t] = await server.db.run<{
      ticketid: number
      serialnumber: string
      customerreferenceid: string
    }>(
      sql`SELECT ticketid, serialnumber, customerreferenceid FROM tickets
          WHERE companyid = 2 AND serialnumber IS NOT NULL AND customerreferenceid IS NOT NULL LIMIT 1`,
    )
    for (const term of [
      String(t!.ticketid).slice(1),
      t!.serialnumber.toLowerCase(),
      t!.customerreferenceid,
    ]) {
      const answer = await list({ ...everyField(term), pl: "1000" })
      expect(answer.items.map((r) => r.ticketid)).toContain(t!.ticketid)
    }
  })

  it("searches only the fields sent", async () => {
    expect((await list({ "contactname(*)": "firmware" })).count).toBe(0)
    expect((await list({ "equipment(*)": "firmware" })).count).toBe(0)
    const byProblem = await list({ "problem(*)": "firmware", pl: "1000" })
    expect(byProblem.items.map((t) => t.ticketid)).toEqual(
      await ids(
        sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND problem ILIKE '%firmware%' ORDER BY ticketid DESC`,
      ),
    )
    expect(byProblem.count).toBeGreaterThan(0)
  })

  it("gives the same answer for every field listed and for each field on its own", async () => {
    for (const term of ["po", "Power", "7", "x"]) {
      const together = await list({ ...everyField(term), pl: "1000", st: "ticketid" })
      const separately = new Set<number>()
      for (const field of TICKET_SEARCH_FIELDS) {
        const one = await list({ [`${field}(*)`]: term, pl: "1000" })
        for (const t of one.items) separately.add(t.ticketid)
      }
      expect(together.items.map((t) => t.ticketid)).toEqual([...separately].sort((a, b) => a - b))
      expect(together.count).toBe(separately.size)
    }
  })

  it("finds a two-character term through the documents' pairs, as each field would (issue 27)", async () => {
    const [t] = await server.db.run<{ problem: string; ticketid: number }>(
      sql`SELECT problem, ticketid FROM tickets WHERE companyid = 2 AND problem <> '' ORDER BY ticketid LIMIT 1`,
    )
    // The problem's last character and the id's first sit side by side in the document, across the
    // fields' separator: no field holds that pair, so it must not match there either.
    const across = `${t!.problem.slice(-1)}${String(t!.ticketid)[0]}`
    const terms = ["X7", "er", "7", "é", "%_", across, t!.problem.slice(0, 2).toUpperCase()]
    for (const term of terms) {
      const together = await list({ ...everyField(term), pl: "1000", st: "ticketid" })
      const separately = new Set<number>()
      for (const field of TICKET_SEARCH_FIELDS) {
        const one = await list({ [`${field}(*)`]: term, pl: "1000" })
        for (const r of one.items) separately.add(r.ticketid)
      }
      expect(together.count, term).toBe(separately.size)
      expect(
        together.items.map((r) => r.ticketid),
        term,
      ).toEqual([...separately].sort((a, b) => a - b))
    }
    const [pairs] = await server.db.run<{ pairs: Array<string> }>(
      sql`SELECT search_pairs('ab' || chr(1) || 'x7é') AS pairs`,
    )
    expect(pairs!.pairs).toEqual(["ab", "x7", "7é"])
  })

  it("takes % and _ literally", async () => {
    expect((await list(everyField("%"))).count).toBe(0)
    expect((await list(everyField("_"))).count).toBe(0)
  })
})

describe("GET /v1/ticketdetails: sort and paging", () => {
  it("sorts by any sort field in both directions, ties by ticket id", async () => {
    const cases: Array<[string, string]> = [
      ["-ticketid", "ticketid DESC"],
      ["ticketid", "ticketid ASC"],
      ["contactname", "contactname ASC, ticketid ASC"],
      ["-createddateutc", "createddateutc DESC, ticketid DESC"],
      ["severitylevel", "severitylevel ASC, ticketid ASC"],
      ["-completeddateutc", "completeddateutc DESC, ticketid DESC"],
    ]
    for (const [st, order] of cases) {
      const answer = await list({ st, pl: "1000" })
      expect(answer.items.map((t) => t.ticketid)).toEqual(
        await ids(sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ${sql.raw(order)}`),
      )
    }
    const byLocation = await list({ st: "locationname", pl: "1000" })
    const names = byLocation.items.map((t) => t.locationname ?? "\uffff")
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it("reads every page, near either end of the list, in one consistent order", async () => {
    for (const st of ["-ticketid", "completeddateutc", "-severitylevel"]) {
      const all = await list({ pl: "1000", st })
      const pages: number[] = []
      for (let os = 0; os < all.count; os += 30) {
        const page = await list({ os: String(os), pl: "30", st })
        expect(page.count).toBe(all.count)
        pages.push(...page.items.map((t) => t.ticketid))
      }
      expect(pages).toEqual(all.items.map((t) => t.ticketid))
    }
  })

  it("pages with os and pl over the same order, count unchanged", async () => {
    const all = await list({ pl: "1000", st: "problem" })
    const pages = await Promise.all(
      [0, 25, 50].map((os) => list({ os: String(os), pl: "25", st: "problem" })),
    )
    expect(pages.flatMap((p) => p.items.map((t) => t.ticketid))).toEqual(
      all.items.slice(0, 75).map((t) => t.ticketid),
    )
    expect(pages.every((p) => p.count === all.count)).toBe(true)
    const beyond = await list({ os: String(all.count + 10) })
    expect(beyond).toEqual({ items: [], count: all.count })
    expect((await list({})).items).toHaveLength(25)
  })
})

describe("GET /v1/ticketdetails: bad input", () => {
  it.each<[WireQuery, string]>([
    [{ os: "-1" }, "os"],
    [{ os: "abc" }, "os"],
    [{ pl: "0" }, "pl"],
    [{ pl: "100000" }, "pl"],
    [{ st: "-password_hash" }, "st"],
    [{ s: "ticketid,password_hash" }, "s"],
    [{ ticketstatus: "(X)" }, "ticketstatus"],
    [{ ticketstatus: "O" }, "ticketstatus"],
    [{ agreementid: "(abc)" }, "agreementid"],
    [{ locationid: "(99999999999)" }, "locationid"],
    [{ "calldate(btwn)": "2026-10-01" }, "calldate(btwn)"],
    [{ "completeddate(btwn)": "2026-10-09:2026-10-01" }, "completeddate(btwn)"],
  ])("%j answers 400 naming %s", async (query, field) => {
    const response = await fetch(`${server.url}/v1/ticketdetails?${new URLSearchParams(query)}`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ _tag: "BadRequest", field })
  })

  it("says what the parameter takes", async () => {
    const response = await fetch(`${server.url}/v1/ticketdetails?ticketstatus=(X)`, {
      headers: { authorization: `EC ${acme}` },
    })
    const body = (await response.json()) as { message: string }
    expect(body.message).toContain("ticketstatus values must be O, P, C or N")
  })

  it("answers 401 without a session", async () => {
    const error = await server.run((c) => flip(c.tickets.list({ query: listQuery() })))
    expect(error._tag).toBe("Unauthorized")
  })
})
