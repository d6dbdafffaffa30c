import { sql } from "drizzle-orm"
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TICKET_CATALOGUE_KINDS } from "../../core/domain/tickets/catalogue-fields.ts"
import { TICKET_CATALOGUE_GROUPS } from "../../core/domain/tickets/catalogue-groups.ts"
import { exportFileId } from "../../core/domain/tickets/export.ts"
import { exportQuery, flip, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let acmeAdmin: string
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, acmeAdmin] = await Promise.all([server.signIn("acme.user"), server.signIn("acme.admin")])
})
afterAll(() => server?.stop())

const openXlsx = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  return workbook.worksheets[0]!
}

const download = async (url: string, session = acme) =>
  server.run((c) => c.tickets.exportFile({ params: { fileId: exportFileId(url)! } }), session)

describe("GET /v1/excel/tickets", () => {
  it("exports every ticket matching the filters, one row each, in list order", async () => {
    const query = { ticketstatus: "(C),(P),(N)", st: "-createddateutc" }
    const listed = await server.run(
      (c) => c.tickets.list({ query: listQuery({ ...query, pl: "1000" }) }),
      acme,
    )
    expect(listed.count).toBeGreaterThan(25)
    const { url } = await server.run(
      (c) => c.tickets.export({ query: exportQuery({ ...query, timezone: "America/Los_Angeles" }) }),
      acme,
    )
    expect(url).toMatch(/^\/v1\/excel\/files\/[0-9a-f-]{36}$/)
    const sheet = await openXlsx(await download(url))
    expect(sheet.rowCount - 1).toBe(listed.count)
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(headers).toContain("Ticket #")
    expect(headers).toContain("Created (America/Los_Angeles)")
    const ids = sheet.getColumn(1).values.slice(2)
    expect(ids).toEqual(listed.items.map((t) => t.ticketid))
  })

  it("writes dates as the wall-clock time of the caller's zone", async () => {
    const listed = await server.run((c) => c.tickets.list({ query: listQuery({ pl: "1" }) }), acme)
    const ticket = listed.items[0]!
    const { url } = await server.run(
      (c) => c.tickets.export({ query: exportQuery({ timezone: "Asia/Tokyo" }) }),
      acme,
    )
    const sheet = await openXlsx(await download(url))
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    const created = sheet.getRow(2).getCell(headers.indexOf("Created (Asia/Tokyo)") + 1).value as Date
    const tokyo = new Date(new Date(ticket.createddateutc).getTime() + 9 * 3_600_000)
    expect(created.toISOString().slice(0, 16)).toBe(tokyo.toISOString().slice(0, 16))
    expect(sheet.getRow(2).getCell(2).value).toBe(
      { O: "Open", P: "Pending", C: "Closed", N: "Canceled" }[ticket.ticketstatus],
    )
  })

  it("adds the catalogue's columns in the detail's groups, with one ticket's values", async () => {
    const closed = await server.run(
      (c) => c.tickets.list({ query: listQuery({ ticketstatus: "(C)", pl: "50" }) }),
      acme,
    )
    const done = closed.items.find((t) => t.completeddateutc !== null)!
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid: done.ticketid } }), acme)
    const query = exportQuery({ "ticketid(*)": String(item.ticketid), timezone: "UTC" })
    const { url } = await server.run((c) => c.tickets.export({ query }), acme)
    const sheet = await openXlsx(await download(url))
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[]
    const unit = { money: " (USD)", hours: " (hours)", stamp: " (UTC)" } as Record<string, string>
    expect(headers.slice(headers.indexOf("Solution") + 1)).toEqual(
      TICKET_CATALOGUE_GROUPS.flatMap((g) =>
        g.rows.map(([field, label]) => `${label}${unit[TICKET_CATALOGUE_KINDS[field]] ?? ""}`),
      ),
    )
    expect(headers).toEqual(
      expect.arrayContaining(["Labor (USD)", "Hours on site (hours)", "Purchase order"]),
    )
    const rowNumber = sheet.getColumn(1).values.indexOf(item.ticketid)
    const cell = (header: string) => sheet.getRow(rowNumber).getCell(headers.indexOf(header) + 1)
    expect(cell("Labor (USD)").value).toBe(item.laborcost)
    expect(cell("Total (USD)").value).toBe(item.totalcost)
    expect(cell("Total (USD)").numFmt).toBe('"$"#,##0.00')
    expect(cell("Hours on site (hours)").value).toBe(item.hours)
    expect(cell("Escalated").value).toBe(item.escalated ? "Yes" : "No")
    expect(cell("Contract").value).toBe(item.contractnumber)
    expect(cell("Billing email").value).toBe(item.billingcontactemail)
    const started = cell("Work started (UTC)").value as Date
    expect(started.toISOString().slice(0, 16)).toBe(item.startdateutc!.slice(0, 16))
  })

  it("answers 400 for an unknown time zone or a bad filter", async () => {
    const zone = await server.run(
      (c) => flip(c.tickets.export({ query: exportQuery({ timezone: "Mars/Olympus" }) })),
      acme,
    )
    expect(zone).toMatchObject({ _tag: "BadRequest", field: "timezone" })
    const filter = await fetch(`${server.url}/v1/excel/tickets?ticketstatus=(Z)`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(filter.status).toBe(400)
    expect(await filter.json()).toMatchObject({ _tag: "BadRequest", field: "ticketstatus" })
  })

  it("serves the file only to the user who asked for it, for an hour", async () => {
    const { url } = await server.run((c) => c.tickets.export({ query: exportQuery() }), acme)
    const other = await server.run(
      (c) => flip(c.tickets.exportFile({ params: { fileId: exportFileId(url)! } })),
      acmeAdmin,
    )
    expect(other._tag).toBe("NotFound")
    const response = await fetch(`${server.url}${url}`, { headers: { authorization: `EC ${acme}` } })
    expect(response.headers.get("content-disposition")).toContain("attachment")
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    await server.db.run(
      sql`UPDATE ticket_exports SET created = now() - interval '2 hours' WHERE fileid = ${exportFileId(url)}`,
    )
    const stale = await server.run(
      (c) => flip(c.tickets.exportFile({ params: { fileId: exportFileId(url)! } })),
      acme,
    )
    expect(stale._tag).toBe("NotFound")
  })
})
