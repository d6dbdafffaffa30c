import { type SQL, sql } from "drizzle-orm"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAIL_LIMITS, mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { EquipmentListQuery } from "../../core/schema/equipment-list-query.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

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
}, 600_000)
afterAll(() => server?.stop())

const ACME = 2
const GLOBEX = 3

const list = (wire: Record<string, string>, session = acme) =>
  server.run(
    (c) =>
      c.equipment.list({ query: Schema.decodeUnknownSync(EquipmentListQuery)(wire, listQueryParseOptions) }),
    session,
  )

/** The default filter of spec section 9, written from the spec rather than the server's code. */
const DEFAULT = sql`a.active AND e.coverage IN ('Full Maintenance', 'Warranty Uplift', 'Warranty Track', 'Future Start Date', 'Parts Only')`

/** Equipment in service (not removed) straight from the database in the list's default order (description, then id). */
const sqlIds = async (where: SQL, order: SQL = sql`e.description ASC, e.equipmentid ASC`) =>
  (
    await server.db.run<{ equipmentid: number }>(
      sql`SELECT e.equipmentid FROM equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid
          LEFT JOIN locations l ON l.locationid = e.locationid WHERE e.removeddate IS NULL AND ${where} ORDER BY ${order}`,
    )
  ).map((r) => r.equipmentid)

const ids = (answer: { items: ReadonlyArray<{ equipmentid: number }> }) =>
  answer.items.map((e) => e.equipmentid)

describe("GET /v1/userequipment: scope and the default filter", () => {
  it("gives a company user its own company's equipment under the default filter", async () => {
    const mine = await list({ pl: "1000" })
    expect(ids(mine)).toEqual(await sqlIds(sql`e.companyid = ${ACME} AND ${DEFAULT}`))
    expect(mine.count).toBe(mine.items.length)
    expect(ids(await list({ pl: "1000" }, globex))).toEqual(
      await sqlIds(sql`e.companyid = ${GLOBEX} AND ${DEFAULT}`),
    )
  })

  it("lifts the default with contract type All, and staff and the sales rep see their scope", async () => {
    expect(ids(await list({ pl: "1000", contracttype: "(All)" }))).toEqual(
      await sqlIds(sql`e.companyid = ${ACME}`),
    )
    expect((await list({ contracttype: "(All)" }, staff)).count).toBe((await sqlIds(sql`TRUE`)).length)
    const accounts = await server.db.run<{ companyid: number }>(
      sql`SELECT DISTINCT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
          JOIN users u ON u.userid = r.userid WHERE u.username = 'sales.rep'`,
    )
    const scope = accounts.map((a) => a.companyid)
    expect((await list({ contracttype: "(All)" }, rep)).count).toBe(
      (await sqlIds(sql`e.companyid = ANY(${sql.param(scope)}::int[])`)).length,
    )
  })

  it("narrows to the account staff and sales reps chose, never beyond their scope", async () => {
    const globexAll = await sqlIds(sql`e.companyid = ${GLOBEX}`)
    expect(globexAll.length).toBeGreaterThan(0)
    const chosen = await list(
      { pl: "1000", contracttype: "(All)", salesforceaccountid: `(${GLOBEX})` },
      staff,
    )
    expect(ids(chosen)).toEqual(globexAll)
    expect(chosen.count).toBe(globexAll.length)
    const withDefault = await list({ pl: "1000", salesforceaccountid: `(${GLOBEX})` }, staff)
    expect(ids(withDefault)).toEqual(await sqlIds(sql`e.companyid = ${GLOBEX} AND ${DEFAULT}`))
    // A company user naming another account gets nothing of it: the scope still applies.
    const foreign = await list(
      { pl: "1000", contracttype: "(All)", salesforceaccountid: `(${GLOBEX})` },
      acme,
    )
    expect(foreign.count).toBe(0)
    const outside = await server.db.run<{ companyid: number }>(
      sql`SELECT c.companyid FROM companies c WHERE c.companyid NOT IN (SELECT a.companyid FROM agreements a
          JOIN sales_reps r ON r.salesid = a.salesid JOIN users u ON u.userid = r.userid WHERE u.username = 'sales.rep')
          AND EXISTS (SELECT 1 FROM equipment e WHERE e.companyid = c.companyid) LIMIT 1`,
    )
    if (outside[0] !== undefined) {
      const repOutside = await list(
        { contracttype: "(All)", salesforceaccountid: `(${outside[0].companyid})` },
        rep,
      )
      expect(repOutside.count).toBe(0)
    }
  })

  it("answers another company's equipment and children with 404", async () => {
    const [theirs] = await sqlIds(sql`e.companyid = ${GLOBEX}`)
    const error = await server.run((c) => flip(c.equipment.item({ params: { equipmentid: theirs! } })), acme)
    expect(error._tag).toBe("NotFound")
    const children = await server.run((c) => flip(c.equipment.children({ query: { id: theirs! } })), acme)
    expect(children._tag).toBe("NotFound")
    const seen = await server.run((c) => c.equipment.item({ params: { equipmentid: theirs! } }), staff)
    expect(seen.item.customername).toBe("Globex Logistics")
  })
})

describe("GET /v1/userequipment: each filter, search, sort and page against SQL", () => {
  const scoped = sql`e.companyid = ${ACME}`
  // Acme has no expired agreement in the tiny seed: those cases are checked over every company (staff).
  const cases: ReadonlyArray<readonly [string, Record<string, string>, SQL, "staff"?]> = [
    ["agreement", { agreementid: "(1)", contracttype: "(All)" }, sql`e.agreementid = 1`],
    ["location", { locationid: "(1),(2)", contracttype: "(All)" }, sql`e.locationid IN (1, 2)`],
    ["OEM", { oem: "(Dell),(HPE)", contracttype: "(All)" }, sql`e.oem IN ('Dell', 'HPE')`],
    ["SLA", { responsetime: "(4 Hour)", contracttype: "(All)" }, sql`e.responsetime = '4 Hour'`],
    ["monitored", { monitored: "(1)", contracttype: "(All)" }, sql`e.monitored`],
    ["inactive agreements", { agreementactive: "(0)" }, sql`NOT a.active`, "staff"],
    ["one category", { contracttype: "(Full Maintenance)" }, sql`e.coverage = 'Full Maintenance'`],
    ["expired", { contracttype: "(Expired)" }, sql`(e.coverage = 'Expired' OR NOT a.active)`, "staff"],
    ["no contract", { contracttype: "(No Contract)" }, sql`e.agreementid IS NULL`],
  ]
  for (const [name, wire, where, who] of cases)
    it(`filters by ${name}`, async () => {
      const answer = await list({ pl: "1000", ...wire }, who === "staff" ? staff : acme)
      expect(ids(answer)).toEqual(await sqlIds(who === "staff" ? where : sql`${scoped} AND ${where}`))
    })

  it("has rows for every filter case (none of the comparisons is empty)", async () => {
    const empty: string[] = []
    for (const [name, wire, , who] of cases)
      if ((await list({ pl: "1000", ...wire }, who === "staff" ? staff : acme)).count === 0) empty.push(name)
    expect(empty).toEqual([])
  })

  it("searches equipment id, description, serial and model, case-insensitively", async () => {
    const [sample] = await server.db.run<{ serialnumber: string }>(
      sql`SELECT serialnumber FROM equipment WHERE companyid = ${ACME} ORDER BY equipmentid LIMIT 1`,
    )
    const term = sample!.serialnumber.slice(2, 7).toLowerCase()
    const wire = Object.fromEntries(
      ["equipmentid", "description", "serialnumber", "modelnumber"].map((f) => [`${f}(*)`, term]),
    )
    const answer = await list({ pl: "1000", contracttype: "(All)", ...wire })
    const pattern = `%${term}%`
    expect(ids(answer)).toEqual(
      await sqlIds(
        sql`${scoped} AND (e.equipmentid::text ILIKE ${pattern} OR e.description ILIKE ${pattern}
            OR e.serialnumber ILIKE ${pattern} OR e.modelnumber ILIKE ${pattern})`,
      ),
    )
    expect(answer.count).toBeGreaterThan(0)
  })

  it("pages a search: each page is its slice of the matches with their count, past the end is empty", async () => {
    const wire = Object.fromEntries(
      ["equipmentid", "description", "serialnumber", "modelnumber"].map((f) => [`${f}(*)`, "0"]),
    )
    const all = await sqlIds(
      sql`${scoped} AND (e.equipmentid::text ILIKE '%0%' OR e.description ILIKE '%0%'
          OR e.serialnumber ILIKE '%0%' OR e.modelnumber ILIKE '%0%')`,
      sql`e.serialnumber DESC, e.equipmentid DESC`,
    )
    expect(all.length).toBeGreaterThan(8)
    const pages: number[] = []
    for (let os = 0; os < all.length; os += 5) {
      const page = await list({
        pl: "5",
        os: String(os),
        contracttype: "(All)",
        st: "-serialnumber",
        ...wire,
      })
      expect(page.count).toBe(all.length)
      pages.push(...ids(page))
    }
    expect(pages).toEqual(all)
    const past = await list({ pl: "5", os: String(all.length + 5), contracttype: "(All)", ...wire })
    expect(past).toEqual({ items: [], count: all.length })
  })

  it("sorts by a column in each direction and by location name, ties by id", async () => {
    const desc = await list({ pl: "1000", contracttype: "(All)", st: "-serialnumber" })
    expect(ids(desc)).toEqual(await sqlIds(scoped, sql`e.serialnumber DESC, e.equipmentid DESC`))
    const byLocation = await list({ pl: "1000", contracttype: "(All)", st: "locationname" })
    expect(ids(byLocation)).toEqual(await sqlIds(scoped, sql`l.locationname ASC, e.equipmentid ASC`))
  })

  it("pages: a middle page is the matching slice, past the end is empty with the count", async () => {
    const all = await sqlIds(sql`${scoped} AND ${DEFAULT}`)
    const page = await list({ pl: "7", os: "14" })
    expect(ids(page)).toEqual(all.slice(14, 21))
    expect(page.count).toBe(all.length)
    const past = await list({ pl: "7", os: String(all.length + 7) })
    expect(past).toEqual({ items: [], count: all.length })
  })

  it("reads every page, those past the middle from the other end, in one consistent order", async () => {
    // Sorts with ties and with empty values (locations, OEMs), in both directions: the mirrored read
    // of a deep page must give exactly the rows the forward order would.
    const sorts = [
      ["description", sql`e.description ASC, e.equipmentid ASC`],
      ["-oem", sql`e.oem DESC, e.equipmentid DESC`],
      ["locationname", sql`l.locationname ASC, e.equipmentid ASC`],
    ] as const
    for (const [st, order] of sorts) {
      const all = await sqlIds(scoped, order)
      expect(all.length).toBeGreaterThan(10)
      const pages: number[] = []
      for (let os = 0; os < all.length; os += 4)
        pages.push(...ids(await list({ pl: "4", os: String(os), contracttype: "(All)", st })))
      expect(pages).toEqual(all)
      // An offset that is not a multiple of the page length, ending past the last row.
      const tail = await list({ pl: "4", os: String(all.length - 3), contracttype: "(All)", st })
      expect(ids(tail)).toEqual(all.slice(-3))
    }
  })

  it("counts each piece's tickets", async () => {
    const page = await list({ pl: "50", contracttype: "(All)", st: "-ticketcount" })
    const top = page.items[0]!
    const [row] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE equipmentid = ${top.equipmentid}`,
    )
    expect(top.ticketcount).toBe(row!.n)
    expect(top.ticketcount).toBeGreaterThan(0)
  })

  it("refuses an unknown category or filter with 400 naming it", async () => {
    const response = await fetch(`${server.url}/v1/userequipment?contracttype=(Bogus)`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain("contracttype")
  })
})

describe("equipment detail, children, options and columns", () => {
  it("gives the item with its tickets and its children", async () => {
    const [child] = await server.db.run<{ equipmentid: number; parentid: number }>(
      sql`SELECT equipmentid, parentid FROM equipment WHERE companyid = ${ACME} AND parentid IS NOT NULL ORDER BY 1 LIMIT 1`,
    )
    const parent = await server.run(
      (c) => c.equipment.item({ params: { equipmentid: child!.parentid } }),
      acme,
    )
    const tickets = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE equipmentid = ${child!.parentid} ORDER BY createddateutc DESC, ticketid DESC`,
    )
    expect(parent.item.tickets.map((t) => t.ticketid)).toEqual(tickets.map((t) => t.ticketid))
    expect(parent.item.ticketcount).toBe(tickets.length)
    const children = await server.run((c) => c.equipment.children({ query: { id: child!.parentid } }), acme)
    expect(children.items.map((e) => e.equipmentid)).toContain(child!.equipmentid)
    const item = await server.run(
      (c) => c.equipment.item({ params: { equipmentid: child!.equipmentid } }),
      acme,
    )
    expect(item.item.parentid).toBe(child!.parentid)
  })

  it("lists the OEMs and SLAs in scope", async () => {
    const oems = await server.run((c) => c.equipment.oem(), acme)
    const expected = await server.db.run<{ oem: string }>(
      sql`SELECT DISTINCT oem FROM equipment WHERE companyid = ${ACME} AND oem IS NOT NULL ORDER BY 1`,
    )
    expect(oems.results).toEqual(expected)
    expect((await server.run((c) => c.equipment.sla(), acme)).results.length).toBeGreaterThan(0)
  })

  it("keeps each user's column choice, defaults until chosen", async () => {
    const before = await server.run((c) => c.equipment.columns(), globex)
    expect(before.columns).toEqual([
      "monitored",
      "description",
      "serialnumber",
      "coverage",
      "agreementid",
      "responsetime",
      "ticketcount",
    ])
    await server.run((c) => c.equipment.saveColumns({ payload: { columns: ["oem", "description"] } }), globex)
    expect((await server.run((c) => c.equipment.columns(), globex)).columns).toEqual(["description", "oem"])
    expect((await server.run((c) => c.equipment.columns(), acme)).columns).toEqual(before.columns)
  })
})

describe("POST /v1/sendemail (agreement-request)", () => {
  const target = async (companyid: number) => {
    const [row] = await server.db.run<{ equipmentid: number; agreementid: number; salesemail: string }>(
      sql`SELECT e.equipmentid, e.agreementid, r.email AS salesemail FROM equipment e
          JOIN agreements a ON a.agreementid = e.agreementid JOIN sales_reps r ON r.salesid = a.salesid
          WHERE e.companyid = ${companyid} ORDER BY e.equipmentid LIMIT 1`,
    )
    return row!
  }
  const body = (t: { equipmentid: number; agreementid: number }, to: string) => ({
    template: "agreement-request" as const,
    to,
    agreementid: t.agreementid,
    equipmentid: t.equipmentid,
    locationname: null,
    equipment: null,
    systemname: null,
    serialnumber: null,
    message: "Please add 24x7 coverage.",
  })
  const requests = async () =>
    (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM change_requests`))[0]!.n

  it("queues the mail to the agreement's sales rep and enters it on the equipment's activity", async () => {
    const t = await target(ACME)
    const sent = await server.run(
      (c) => c.equipment.sendEmail({ payload: body(t, t.salesemail.toUpperCase()) }),
      acme,
    )
    const [row] = await server.db.run<{
      to_address: string
      text_body: string
      activityid: number
      outbox_to: string
      outbox_text: string
      template: string
    }>(sql`SELECT c.to_address, c.text_body, c.activityid, o.to_address AS outbox_to, o.text_body AS outbox_text, o.template
           FROM change_requests c JOIN outbox o ON o.id = c.outboxid WHERE c.id = ${sent.id}`)
    expect(row!.to_address).toBe(t.salesemail)
    expect(row!.text_body).toContain("Please add 24x7 coverage.")
    expect(row).toMatchObject({ outbox_to: t.salesemail, template: "agreement-request" })
    expect(row!.outbox_text).toContain("Please add 24x7 coverage.")
    // The rep can answer: the requester's email and phone, and when, with its zone (issue 24 point 9).
    expect(row!.outbox_text).toMatch(/^Email: \S+@\S+$/m)
    expect(row!.outbox_text).toMatch(/^Phone: (\(\d{3}\) \d{3}-\d{4}|\+[\d ]+|N\/A)/m)
    expect(row!.outbox_text).toMatch(/^Sent: \w{3} \d+, \d{4} \d+:\d{2} [AP]M E[SD]T \(America\/Detroit\)$/m)
    const item = await server.run((c) => c.equipment.item({ params: { equipmentid: t.equipmentid } }), acme)
    expect(item.item.activity[0]).toMatchObject({ action: "CHANGE_REQUESTED", createdBy: expect.any(String) })
  })

  it("bounds change requests per user: the 41st in an hour is refused with 429, Retry-After and the sentence", async () => {
    const t = await target(GLOBEX)
    for (let i = 0; i < MAIL_LIMITS.changeRequest.points; i++)
      await server.run((c) => c.equipment.sendEmail({ payload: body(t, t.salesemail) }), globex)
    const before = await requests()
    const refused = await fetch(`${server.url}/v1/sendemail`, {
      method: "POST",
      headers: { authorization: `EC ${globex}`, "content-type": "application/json" },
      body: JSON.stringify(body(t, t.salesemail)),
    })
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers.get("retry-after"))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(3600)
    expect(await refused.json()).toEqual({
      _tag: "TooManyRequests",
      message: mailLimitText(MAIL_LIMITS.changeRequest, seconds),
      retryAfterSeconds: seconds,
      requestId: expect.any(String),
    })
    expect(await requests()).toBe(before)
    // Another user's allowance is their own.
    const mine = await target(ACME)
    await server.run((c) => c.equipment.sendEmail({ payload: body(mine, mine.salesemail) }), acme)
  })

  it("refuses any other recipient with 400 naming `to`, and writes nothing", async () => {
    const t = await target(ACME)
    const before = await requests()
    const error = await server.run(
      (c) => flip(c.equipment.sendEmail({ payload: body(t, "someone@elsewhere.example.com") })),
      acme,
    )
    expect(error).toMatchObject({ _tag: "BadRequest", field: "to" })
    expect(await requests()).toBe(before)
  })

  it("answers 404 for another company's equipment or agreement, 400 for a mismatched pair", async () => {
    const theirs = await target(GLOBEX)
    const mine = await target(ACME)
    const before = await requests()
    const other = await server.run(
      (c) => flip(c.equipment.sendEmail({ payload: body(theirs, theirs.salesemail) })),
      acme,
    )
    expect(other._tag).toBe("NotFound")
    const mixed = await server.run(
      (c) =>
        flip(
          c.equipment.sendEmail({
            payload: { ...body(mine, mine.salesemail), agreementid: theirs.agreementid },
          }),
        ),
      acme,
    )
    expect(mixed._tag).toBe("NotFound")
    const [otherAgreement] = await server.db.run<{ agreementid: number }>(
      sql`SELECT agreementid FROM agreements WHERE companyid = ${ACME} AND agreementid <> ${mine.agreementid} LIMIT 1`,
    )
    const mismatch = await server.run(
      (c) =>
        flip(
          c.equipment.sendEmail({
            payload: { ...body(mine, mine.salesemail), agreementid: otherAgreement!.agreementid },
          }),
        ),
      acme,
    )
    expect(mismatch).toMatchObject({ _tag: "BadRequest", field: "agreementid" })
    expect(await requests()).toBe(before)
  })
})
