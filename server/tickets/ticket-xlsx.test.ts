import { Writable } from "node:stream"
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import type { ExportTicket } from "./ticket-rows.ts"
import { openTicketXlsx } from "./ticket-xlsx.ts"

/** A ticket whose every field has a value of its kind (dates as ISO text). */
const ticket = (id: number) =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => {
      const field = String(key)
      if (field === "ticketid") return id
      if (field === "ticketstatus") return "O"
      if (field === "severitylevel") return 2
      if (/date|utc|time/i.test(field)) return "2026-06-01T10:00:00.000Z"
      return `A value of ${field} long enough to weigh like a real one`
    },
  }) as unknown as ExportTicket

describe("openTicketXlsx", () => {
  it("holds no more than a batch of uncompressed rows however many are written", async () => {
    const chunks: Buffer[] = []
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    const sheet = openTicketXlsx(out, "UTC")
    await sheet.add([ticket(1)])
    let peak = 0
    for (let start = 2; start <= 4001; start += 500) {
      await sheet.add(Array.from({ length: 500 }, (_, i) => ticket(start + i)))
      peak = Math.max(peak, sheet.held())
    }
    // About 3 kB of XML a row: a batch of 500 held back from the zip would be 1.5 MB, 8 batches 12 MB.
    expect(peak).toBeLessThan(256 * 1024)
    await sheet.finish()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
    const rows = workbook.getWorksheet("Service Tickets")!
    expect(rows.rowCount).toBe(4002)
    expect(rows.getRow(4002).getCell(1).value).toBe(4001)
  }, 60_000)
})
