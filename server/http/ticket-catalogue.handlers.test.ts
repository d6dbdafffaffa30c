import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ticketTotalCost } from "../../core/domain/tickets/catalogue-fields.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let globex: string
let ticketid: number
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, globex] = await Promise.all([server.signIn("acme.user"), server.signIn("globex.user")])
  const [row] = await server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND ticketstatus = 'C' AND partscost > 0
        AND agreementid IS NOT NULL ORDER BY ticketid LIMIT 1`,
  )
  ticketid = row!.ticketid
})
afterAll(() => server?.stop())

describe("GET /v1/ticket/:ticketid: the wider catalogue", () => {
  it("carries the seeded catalogue: costs as dollar amounts that add up, dates as ISO text, billing", async () => {
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    const [stored] = await server.db.run<{ total: string; hours: string; billing: string }>(
      sql`SELECT totalcost::text AS total, hours::text AS hours, billingcontactname AS billing
          FROM tickets WHERE ticketid = ${ticketid}`,
    )
    expect(item.totalcost).toBe(Number(stored!.total))
    expect(item.totalcost).toBe(ticketTotalCost(item))
    expect(item.hours).toBe(Number(stored!.hours))
    expect(item.billingcontactname).toBe(stored!.billing)
    expect(item.closeddateutc).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(typeof item.escalated).toBe("boolean")
  })

  it("keeps another company's ticket hidden (404)", async () => {
    const failure = await server
      .run((c) => c.tickets.ticket({ params: { ticketid } }), globex)
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ _tag: "NotFound" })
  })
})
