import ExcelJS from "exceljs"
import { afterAll, describe, expect, it } from "vitest"
import { syntheticBatches } from "../testing/export-rows.ts"
import { XLSX_PART_BYTES } from "./ticket-xlsx.messages.ts"
import { makeXlsxWorkers } from "./ticket-xlsx.worker-pool.ts"

const workers = makeXlsxWorkers()
afterAll(() => workers.close())

const ROWS = 4000

describe("the spreadsheet worker pool", () => {
  it("hands the file over in parts, one at a time, that together are the whole sheet in list order", async () => {
    const parts: Uint8Array[] = []
    let storing = 0
    let mostAtOnce = 0
    const store = async (bytes: Uint8Array) => {
      mostAtOnce = Math.max(mostAtOnce, ++storing)
      await new Promise((resolve) => setTimeout(resolve, 5))
      parts.push(bytes)
      storing--
    }
    const { sheet, done } = await workers.open("UTC", store)
    for (const batch of syntheticBatches(ROWS)) await sheet.write(batch.json, batch.ids)
    await sheet.finish()
    done(true)
    expect(parts.length).toBeGreaterThan(1)
    expect(mostAtOnce).toBe(1)
    expect(parts.every((p) => p.byteLength <= XLSX_PART_BYTES)).toBe(true)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer)
    const rows = workbook.getWorksheet("Service Tickets")!
    expect(rows.rowCount).toBe(ROWS + 1)
    expect(rows.getColumn(1).values.slice(2)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1))
  }, 60_000)

  it("fails the sheet when a part cannot be stored; the next sheet is written as usual", async () => {
    let stored = 0
    const store = async () => {
      if (++stored === 2) throw new Error("the part's row went away")
    }
    const { sheet, done } = await workers.open("UTC", store)
    const writing = (async () => {
      for (const batch of syntheticBatches(ROWS)) await sheet.write(batch.json, batch.ids)
      await sheet.finish()
    })()
    await expect(writing).rejects.toThrow("the part's row went away")
    done(false)
    const next = await workers.open("UTC", async () => undefined)
    await next.sheet.write(JSON.stringify([]), [])
    await next.sheet.finish()
    next.done(true)
  }, 60_000)
})
