import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TICKET_SEARCH_FIELDS } from "../../core/domain/tickets/fields.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { flip, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let globex: string
let placement: { agreementid: number; locationid: number; equipmentid: number; serialnumber: string }
let globexAgreement: number
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, globex] = await Promise.all([server.signIn("acme.user"), server.signIn("globex.user")])
  const [e] = await server.db.run<
    typeof placement
  >(sql`SELECT e.agreementid, e.locationid, e.equipmentid, e.serialnumber FROM equipment e
     JOIN agreements a ON a.agreementid = e.agreementid WHERE e.companyid = 2 AND a.active ORDER BY e.equipmentid LIMIT 1`)
  placement = e!
  const [g] = await server.db.run<{ agreementid: number }>(
    sql`SELECT agreementid FROM agreements WHERE companyid = 3 LIMIT 1`,
  )
  globexAgreement = g!.agreementid
})
afterAll(() => server?.stop())

const newTicket = (extra: Partial<NewTicket> = {}): NewTicket => ({
  agreementid: placement.agreementid,
  locationid: placement.locationid,
  equipmentid: placement.equipmentid,
  problem: "  Label printer prints blank pages  ",
  severitylevel: 2,
  contactname: "Andy Ackerman",
  contactphone: "+13135550199",
  contactemail: "Andy@Example.com",
  customerreferenceid: "PO-4711",
  ...extra,
})

const create = (payload: NewTicket, session = acme) =>
  server.run((c) => c.tickets.create({ payload }), session)
const counts = async (session = acme) => (await server.run((c) => c.shell.leftMenu(), session)).TicketCounts

describe("POST /v1/ticket", () => {
  it("creates an open ticket with the equipment's details, seen in the list, detail and open count", async () => {
    const before = await counts()
    const globexBefore = await counts(globex)
    const { ticketid } = await create(newTicket())
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    expect(item).toMatchObject({
      ticketstatus: "O",
      problem: "Label printer prints blank pages",
      serialnumber: placement.serialnumber,
      customername: "Acme Manufacturing",
      contactemail: "andy@example.com",
      customerreferenceid: "PO-4711",
      severitylevel: 2,
      latestactivitydescription: "Ticket created: Label printer prints blank pages",
    })
    expect(item.latestactivitydate).toBe(item.createddateutc)
    expect(item.activities?.[0]).toMatchObject({ activityid: 1, createdby: "Andy Ackerman" })
    const first = await server.run((c) => c.tickets.list({ query: listQuery() }), acme)
    expect(first.items[0]?.ticketid).toBe(ticketid)
    expect(await counts()).toMatchObject({ totalOpen: before.totalOpen + 1, totalClosed: before.totalClosed })
    const found = await server.run(
      (c) =>
        c.tickets.list({
          query: listQuery(Object.fromEntries(TICKET_SEARCH_FIELDS.map((f) => [`${f}(*)`, "PRINTS BLANK"]))),
        }),
      acme,
    )
    expect(found.items.map((t) => t.ticketid)).toContain(ticketid)
    expect((await counts(globex)).totalOpen).toBe(globexBefore.totalOpen)
  })

  it("accepts a ticket without equipment or optional fields", async () => {
    const { ticketid } = await create({
      agreementid: placement.agreementid,
      locationid: placement.locationid,
      problem: "Site visit",
      contactname: "Front Desk",
    })
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    expect(item).toMatchObject({ equipmentid: null, serialnumber: null, severitylevel: null })
  })

  it("answers 404 for an agreement outside the caller's scope", async () => {
    const error = await server.run(
      (c) => flip(c.tickets.create({ payload: newTicket({ agreementid: globexAgreement }) })),
      acme,
    )
    expect(error._tag).toBe("NotFound")
  })

  it("answers 400 naming the field when location or equipment do not belong together", async () => {
    const [otherLocation] = await server.db.run<{
      locationid: number
    }>(sql`SELECT locationid FROM locations WHERE companyid = 2 AND locationid NOT IN
         (SELECT locationid FROM agreement_locations WHERE agreementid = ${placement.agreementid}) LIMIT 1`)
    const [otherEquipment] = await server.db.run<{ equipmentid: number }>(
      sql`SELECT equipmentid FROM equipment WHERE companyid = 3 LIMIT 1`,
    )
    const location = await server.run(
      (c) => flip(c.tickets.create({ payload: newTicket({ locationid: otherLocation!.locationid }) })),
      acme,
    )
    expect(location).toMatchObject({ _tag: "BadRequest", field: "locationid" })
    const equipment = await server.run(
      (c) => flip(c.tickets.create({ payload: newTicket({ equipmentid: otherEquipment!.equipmentid }) })),
      acme,
    )
    expect(equipment).toMatchObject({ _tag: "BadRequest", field: "equipmentid" })
  })

  it("answers 400 with the form's messages for bad bodies sent without the client's checks", async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/v1/ticket`, {
        method: "POST",
        headers: { authorization: `EC ${acme}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    const blank = await post({ ...newTicket(), problem: "   " })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({
      field: "problem",
      message: expect.stringContaining("Problem is required"),
    })
    const long = await post({ ...newTicket(), contactname: "x".repeat(101) })
    expect(await long.json()).toMatchObject({ field: "contactname" })
    const broken = await fetch(`${server.url}/v1/ticket`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/json" },
      body: "{not json",
    })
    expect(broken.status).toBe(400)
  })
})
