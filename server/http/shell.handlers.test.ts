import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acmeUser: string
let salesRep: string
let staff: string
beforeAll(async () => {
  server = await startTestServer()
  acmeUser = await server.signIn("acme.user")
  salesRep = await server.signIn("sales.rep")
  staff = await server.signIn("sysadmin")
})
afterAll(() => server?.stop())

const sqlCounts = async (where: SQL) => {
  const [row] = await server.db.run<{ open: number; closed: number }>(
    sql`SELECT count(*) FILTER (WHERE ticketstatus = 'O')::int AS open,
            count(*) FILTER (WHERE ticketstatus <> 'O')::int AS closed FROM tickets WHERE ${where}`,
  )
  return { totalOpen: row!.open, totalClosed: row!.closed }
}

describe("company scope", () => {
  it("lets a company user read its own record only (403 for anyone else, spec section 6)", async () => {
    const self = await server.run((c) => c.shell.user({ params: { id: 4 }, query: {} }), acmeUser)
    expect(self.item).toMatchObject({
      username: "acme.user",
      companyname: "Acme Manufacturing",
      companyid: 2,
    })
    for (const id of [3, 6, 99999]) {
      const other = await server.run((c) => flip(c.shell.user({ params: { id }, query: {} })), acmeUser)
      expect(other._tag).toBe("Forbidden")
    }
    const count = await server.run((c) => flip(c.account.loginCount({ params: { id: 3 } })), acmeUser)
    expect(count._tag).toBe("Forbidden")
    const byRep = await server.run((c) => flip(c.shell.user({ params: { id: 3 }, query: {} })), salesRep)
    expect(byRep._tag).toBe("Forbidden")
  })

  it("lets a company admin read users of its own company only (404 otherwise)", async () => {
    const acmeAdmin = await server.signIn("acme.admin")
    const own = await server.run((c) => c.shell.user({ params: { id: 4 }, query: {} }), acmeAdmin)
    expect(own.item.username).toBe("acme.user")
    for (const id of [6, 99999]) {
      const other = await server.run((c) => flip(c.shell.user({ params: { id }, query: {} })), acmeAdmin)
      expect(other._tag).toBe("NotFound")
    }
    const count = await server.run((c) => flip(c.account.loginCount({ params: { id: 6 } })), acmeAdmin)
    expect(count._tag).toBe("NotFound")
  })

  it("lets staff read every user", async () => {
    const globex = await server.run((c) => c.shell.user({ params: { id: 6 }, query: {} }), staff)
    expect(globex.item.username).toBe("globex.user")
  })

  it("scopes agreements to the caller's companies", async () => {
    const mine = await server.run((c) => c.shell.agreements({ query: {} }), acmeUser)
    const globexIds = await server.db.run<{ agreementid: number }>(
      sql`SELECT agreementid FROM agreements WHERE companyid = 3`,
    )
    expect(mine.results.length).toBeGreaterThan(0)
    for (const { agreementid } of globexIds) {
      expect(mine.results.some((a) => a.agreementid === agreementid)).toBe(false)
      const denied = await server.run(
        (c) => flip(c.shell.agreement({ params: { id: agreementid } })),
        acmeUser,
      )
      expect(denied._tag).toBe("NotFound")
    }
    const first = await server.run(
      (c) => c.shell.agreement({ params: { id: mine.results[0]!.agreementid } }),
      acmeUser,
    )
    expect(first.item.customername).toBe("Acme Manufacturing")
    expect(first.item.salesemail).toContain("@")
  })

  it("carries each agreement's billing-display flags as the database holds them, varied in the demo data", async () => {
    const rows = await server.db.run<Record<string, boolean | number>>(
      sql`SELECT agreementid, showpricing, showlaborrates, showpartsprices, showfreight, showtax, showtotals,
            showhours, showponumber FROM agreements WHERE companyid = 2 ORDER BY agreementid`,
    )
    const seen = new Set<string>()
    for (const { agreementid, showpricing, ...flags } of rows) {
      const { item } = await server.run(
        (c) => c.shell.agreement({ params: { id: Number(agreementid) } }),
        acmeUser,
      )
      expect(item.details?.showpricing).toBe(showpricing)
      expect(item.details?.billingdisplay).toEqual(flags)
      seen.add(JSON.stringify(flags))
    }
    expect(seen.size).toBeGreaterThan(1)
  })

  it("gives the sales rep the agreements of both its accounts", async () => {
    const { results } = await server.run((c) => c.shell.agreements({ query: { active: "true" } }), salesRep)
    const companies = await server.db.run<{ companyid: number }>(
      sql`SELECT DISTINCT companyid FROM agreements WHERE agreementid = ANY(${sql.param(results.map((r) => r.agreementid))}::int[]) ORDER BY companyid`,
    )
    expect(companies.map((c) => c.companyid)).toEqual([2, 3])
  })
})

describe("GET /v1/leftmenu", () => {
  it("counts only the caller's company tickets, equal to a direct SQL count", async () => {
    const { TicketCounts } = await server.run((c) => c.shell.leftMenu(), acmeUser)
    expect({ totalOpen: TicketCounts.totalOpen, totalClosed: TicketCounts.totalClosed }).toEqual(
      await sqlCounts(sql`companyid = 2`),
    )
    expect(TicketCounts).toMatchObject({
      username: "acme.user",
      roleid: 4,
      companyid: 2,
      fullname: "Andy Ackerman",
    })
    expect(TicketCounts.companyUserIds).toContain(3)
    expect(TicketCounts.companyUserIds).not.toContain(6)
    expect(TicketCounts.Agreements.every((a) => a.Locations.length > 0)).toBe(true)
  })

  it("counts all companies for internal staff", async () => {
    const { TicketCounts } = await server.run((c) => c.shell.leftMenu(), staff)
    expect({ totalOpen: TicketCounts.totalOpen, totalClosed: TicketCounts.totalClosed }).toEqual(
      await sqlCounts(sql`TRUE`),
    )
  })

  it("reads the user, counts and agreements in one statement, agreements as the tables hold them", async () => {
    for (const [session, where] of [
      [acmeUser, sql`a.companyid = 2`],
      [salesRep, sql`a.companyid IN (2, 3)`],
      [staff, sql`TRUE`],
    ] as const) {
      const statements = vi.spyOn(server.db, "run")
      const { TicketCounts } = await server.run((c) => c.shell.leftMenu(), session)
      // The session lookup is a prepared statement of its own; a sales rep's scope reads its accounts first.
      expect(statements).toHaveBeenCalledTimes(session === salesRep ? 2 : 1)
      statements.mockRestore()
      const rows = await server.db.run<{ agreementid: number; salesid: number | null; ids: number[] }>(
        sql`SELECT a.agreementid, a.salesid, array_remove(array_agg(al.locationid ORDER BY al.locationid), NULL) AS ids
            FROM agreements a LEFT JOIN agreement_locations al ON al.agreementid = a.agreementid
            WHERE ${where} GROUP BY a.agreementid, a.salesid ORDER BY a.agreementid`,
      )
      expect(rows.length).toBeGreaterThan(0)
      expect(TicketCounts.Agreements).toEqual(
        rows.map((r) => ({
          agreementid: r.agreementid,
          salesid: r.salesid,
          Locations: r.ids.map((locationid) => ({ locationid })),
        })),
      )
    }
  })
})

describe("public and shell data", () => {
  it("returns the active banner wrapped in `banner`", async () => {
    const { banner } = await server.run((c) => c.shell.banner(), acmeUser)
    expect(banner).toMatchObject({ active: true, status: "information" })
    expect(banner?.message).toContain("<a href=")
  })

  it("serves the public configuration without a session", async () => {
    const config = await server.run((c) => c.config.config())
    expect(config).toEqual({
      productName: "Service Portal",
      providerName: "Acme Equipment Services",
      supportPhone: "+1 313 555 0100",
      version: "7.1.0",
      seedScale: "tiny",
      // Off or unset by default: the phone prompt, the country lookup, the external menu pages;
      // the support chat shows the built-in page.
      irPhonesFlag: false,
      countryLookupUrl: null,
      chatUrl: "/support-chat",
      referralRewardsUrl: null,
      eolDatabaseUrl: null,
      // Issue 28: the customer may reopen a closed ticket for 14 days (PORTAL_REOPEN_DAYS).
      reopenDays: 14,
    })
  })

  it("reports the seed scale the database holds, null when it does not say (seeded before it was kept)", async () => {
    await server.db.run(sql`DELETE FROM settings WHERE key = 'seed_scale'`)
    try {
      expect((await server.run((c) => c.config.config())).seedScale).toBeNull()
    } finally {
      await server.db.run(sql`INSERT INTO settings (key, value) VALUES ('seed_scale', 'tiny')`)
    }
  })
})
