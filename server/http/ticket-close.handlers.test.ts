import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let sysadmin: string
let acmeUser: string
let acmeAdmin: string
let salesRep: string
let placement: { agreementid: number; locationid: number }

const userid = async (username: string) =>
  (await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = ${username}`))[0]!
    .userid

beforeAll(async () => {
  server = await startTestServer()
  sysadmin = await server.signIn("sysadmin")
  acmeUser = await server.signIn("acme.user")
  acmeAdmin = await server.signIn("acme.admin")
  salesRep = await server.signIn("sales.rep")
  const [p] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
        WHERE a.companyid = 2 AND a.active ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = p!
}, 120_000)
afterAll(() => server?.stop())

/** A new open Acme ticket, created by acme.admin (so acme.user, subscribed, hears of its close). */
const openTicket = async (problem: string) =>
  (
    await server.run(
      (c) => c.tickets.create({ payload: { ...placement, problem, contactname: "Alice Acheson" } }),
      acmeAdmin,
    )
  ).ticketid
const close = (ticketid: number, solution: string, session: string) =>
  server.run((c) => c.tickets.close({ params: { ticketid }, payload: { solution } }), session)
const closeError = (ticketid: number, solution: string, session: string) =>
  server.run((c) => flip(c.tickets.close({ params: { ticketid }, payload: { solution } })), session)
const counts = (session: string) =>
  server
    .run((c) => c.shell.leftMenu(), session)
    .then(({ TicketCounts: m }) => ({ totalOpen: m.totalOpen, totalClosed: m.totalClosed }))

describe("POST /v1/ticket/:ticketid/close", () => {
  it("staff close an open ticket: status C, solution, completed date, history, counts, notification and mail", async () => {
    const ticketid = await openTicket("Label printer jams on every third label")
    const before = await counts(acmeUser)
    const [rollupBefore] = await server.db.run<{ n: number }>(
      sql`SELECT coalesce(sum(n), 0)::int AS n FROM ticket_completed_weekly WHERE companyid = 2`,
    )
    const answer = await close(ticketid, "  Replaced the worn feed roller.  ", sysadmin)
    expect(answer.item).toMatchObject({
      ticketid,
      ticketstatus: "C",
      solution: "Replaced the worn feed roller.",
      latestactivitydescription: "Ticket closed: Replaced the worn feed roller.",
    })
    expect(answer.item.completeddateutc).not.toBeNull()
    const after = await counts(acmeUser)
    expect(after).toEqual({ totalOpen: before.totalOpen - 1, totalClosed: before.totalClosed + 1 })
    const [rollupAfter] = await server.db.run<{ n: number }>(
      sql`SELECT coalesce(sum(n), 0)::int AS n FROM ticket_completed_weekly WHERE companyid = 2`,
    )
    expect(rollupAfter!.n).toBe(rollupBefore!.n + 1)
    const userId = await userid("acme.user")
    const rows = await server.db.run<{ event_type: string; link: string; message: string }>(
      sql`SELECT event_type, link, message FROM notifications WHERE userid = ${userId} AND link = ${`/tickets/${ticketid}`}
          ORDER BY id`,
    )
    // acme.user follows TICKET_CREATED in-app too: the creation and the close.
    expect(rows.map((r) => r.event_type)).toEqual(["TICKET_CREATED", "TICKET_CLOSED"])
    expect(rows[1]!.message).toContain(`Service Ticket #${ticketid}`)
    const mails = await server.db.run<{ template: string }>(
      sql`SELECT o.template FROM outbox o JOIN users u ON u.email = o.to_address
          WHERE u.userid = ${userId} AND o.subject LIKE ${`%Service Ticket #${ticketid}`}`,
    )
    expect(mails).toEqual([{ template: "notification-ticket-closed" }])
    // The closer (staff) is the actor and hears nothing of it.
    const staff = await server.db.run(
      sql`SELECT 1 FROM notifications WHERE userid = ${await userid("sysadmin")} AND event_type = 'TICKET_CLOSED'
          AND link LIKE ${`%/${ticketid}`}`,
    )
    expect(staff).toEqual([])
  })

  it("a closed ticket answers 409 with a clear message and changes nothing", async () => {
    const ticketid = await openTicket("Scale shows negative weight")
    await close(ticketid, "Recalibrated the scale.", sysadmin)
    const error = await closeError(ticketid, "Again", sysadmin)
    expect(error).toMatchObject({
      _tag: "Conflict",
      message: `Service Ticket #${ticketid} is already closed`,
    })
    const [row] = await server.db.run<{ solution: string; n: number }>(
      sql`SELECT solution, (SELECT count(*)::int FROM notifications WHERE event_type = 'TICKET_CLOSED'
            AND link = ${`/tickets/${ticketid}`}) AS n FROM tickets WHERE ticketid = ${ticketid}`,
    )
    expect(row!.solution).toBe("Recalibrated the scale.")
    expect(row!.n).toBeGreaterThan(0)
    const notes = row!.n
    await closeError(ticketid, "Third time", sysadmin)
    const [again] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE event_type = 'TICKET_CLOSED' AND link = ${`/tickets/${ticketid}`}`,
    )
    expect(again!.n).toBe(notes)
  })

  it("customers and sales reps get 403 and the ticket stays open", async () => {
    const ticketid = await openTicket("Dock door sensor faulty")
    for (const session of [acmeUser, acmeAdmin, salesRep]) {
      const error = await closeError(ticketid, "Not mine to close", session)
      expect(error).toMatchObject({ _tag: "Forbidden" })
    }
    const [row] = await server.db.run<{ ticketstatus: string }>(
      sql`SELECT ticketstatus FROM tickets WHERE ticketid = ${ticketid}`,
    )
    expect(row!.ticketstatus).toBe("O")
  })

  it("a missing ticket answers 404 and an empty solution 400 naming it", async () => {
    expect(await closeError(2_000_000_000, "Fixed", sysadmin)).toMatchObject({ _tag: "NotFound" })
    const ticketid = await openTicket("Conveyor stops at random")
    const res = await fetch(`${server.url}/v1/ticket/${ticketid}/close`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `EC ${sysadmin}` },
      body: JSON.stringify({ solution: "   " }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("Solution")
  })
})
