import { sql } from "drizzle-orm"
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { exportFileId } from "../../core/domain/tickets/export.ts"
import { exportQuery, listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

/** Agreement names straight from the database, for comparison with the API's answers. */
const namesById = async () =>
  new Map(
    (
      await server.db.run<{ agreementid: number; agreementname: string }>(
        sql`SELECT agreementid, agreementname FROM agreements`,
      )
    ).map((r) => [r.agreementid, r.agreementname]),
  )

describe("a ticket's agreement is named", () => {
  it("GET /v1/ticket/:id answers the agreement's name beside its number", async () => {
    const { items } = await server.run((c) => c.tickets.list({ query: listQuery({ pl: "3" }) }), acme)
    const names = await namesById()
    for (const listed of items) {
      const { item } = await server.run(
        (c) => c.tickets.ticket({ params: { ticketid: listed.ticketid } }),
        acme,
      )
      expect(item.agreementid).toBe(listed.agreementid)
      expect(item.agreementname).toBe(names.get(listed.agreementid!))
    }
  })

  it("the spreadsheet's Agreement column says name and number", async () => {
    const { items } = await server.run((c) => c.tickets.list({ query: listQuery({ pl: "1" }) }), acme)
    const { url } = await server.run((c) => c.tickets.export({ query: exportQuery() }), acme)
    const bytes = await server.run(
      (c) => c.tickets.exportFile({ params: { fileId: exportFileId(url)! } }),
      acme,
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    const first = items[0]!
    const name = (await namesById()).get(first.agreementid!)
    expect(sheet.getRow(2).getCell(1).value).toBe(first.ticketid)
    expect(sheet.getRow(2).getCell(headers.indexOf("Agreement") + 1).value).toBe(
      `${name} (#${first.agreementid})`,
    )
  })
})
