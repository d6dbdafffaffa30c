import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let globex: string
let placement: { agreementid: number; locationid: number }
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, globex] = await Promise.all([server.signIn("acme.user"), server.signIn("globex.user")])
  const [e] = await server.db.run<
    typeof placement
  >(sql`SELECT al.agreementid, al.locationid FROM agreement_locations al
     JOIN agreements a ON a.agreementid = al.agreementid WHERE a.companyid = 2 AND a.active LIMIT 1`)
  placement = e!
})
afterAll(() => server?.stop())

const newTicket = (): NewTicket => ({ ...placement, problem: "Fan noise", contactname: "Andy Ackerman" })
const create = (payload: NewTicket) => server.run((c) => c.tickets.create({ payload }), acme)

describe("POST /v1/activity/tickets", () => {
  it("adds a comment that becomes the ticket's latest activity", async () => {
    const { ticketid } = await create(newTicket())
    const before = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    const { item } = await server.run(
      (c) =>
        c.tickets.comment({
          payload: { ticketid, comment: "  Still failing after restart.  ", activityid: 3, applicationid: 1 },
        }),
      acme,
    )
    expect(item).toMatchObject({
      ticketid,
      activityid: 3,
      applicationid: 1,
      description: "Still failing after restart.",
    })
    const after = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    expect(after.item.latestactivitydescription).toBe("Still failing after restart.")
    expect(after.item.latestactivitydate).toBe(item.createddateutc)
    expect(after.item.modifieddateutc).toBe(item.createddateutc)
    expect(after.item.activities?.length).toBe((before.item.activities?.length ?? 0) + 1)
    expect(after.item.activities?.[0]?.id).toBe(item.id)
  })

  it("answers 404 for a ticket of another company", async () => {
    const { ticketid } = await create(newTicket())
    const error = await server.run(
      (c) =>
        flip(c.tickets.comment({ payload: { ticketid, comment: "hi", activityid: 3, applicationid: 1 } })),
      globex,
    )
    expect(error._tag).toBe("NotFound")
  })
})

describe("GET /v1/ticket/:ticketid", () => {
  it("reads the ticket and its whole history in one statement, newest first, as the table holds it", async () => {
    const [busiest] = await server.db.run<{ ticketid: number }>(
      sql`SELECT a.ticketid FROM ticket_activities a JOIN tickets t ON t.ticketid = a.ticketid
          WHERE t.companyid = 2 GROUP BY a.ticketid ORDER BY count(*) DESC, a.ticketid LIMIT 1`,
    )
    const ticketid = busiest!.ticketid
    const statements = vi.spyOn(server.db, "run")
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    expect(statements).toHaveBeenCalledTimes(1)
    statements.mockRestore()
    const rows = await server.db.run<{ id: number; createdby: string; at: string; icon: string | null }>(
      sql`SELECT a.activityid AS id, a.createdby, to_char(a.createddate AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, u.profileicon AS icon
          FROM ticket_activities a LEFT JOIN users u ON u.userid = a.createdbyuserid
          WHERE a.ticketid = ${ticketid} ORDER BY a.createddate DESC, a.activityid DESC`,
    )
    expect(rows.length).toBeGreaterThan(1)
    expect(
      (item.activities ?? []).map((a) => ({
        id: a.id,
        createdby: a.createdby,
        at: a.createddateutc,
        icon: a.profileicon,
      })),
    ).toEqual(rows)
    const { ticketid: fresh } = await create(newTicket())
    const created = await server.run((c) => c.tickets.ticket({ params: { ticketid: fresh } }), acme)
    expect(created.item.ticketid).toBe(fresh)
  })
})

describe("GET /v1/ticketcontacts", () => {
  it("lists the distinct contact names of the caller's tickets", async () => {
    const { TicketContacts } = await server.run((c) => c.tickets.contacts(), acme)
    const rows = await server.db.run<{ name: string }>(
      sql`SELECT DISTINCT btrim(contactname) AS name FROM tickets WHERE companyid = 2 ORDER BY 1`,
    )
    expect(TicketContacts).toEqual(rows.map((r) => r.name))
  })
})
