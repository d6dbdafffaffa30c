import ExcelJS from "exceljs"
import { expect, test } from "@playwright/test"
import { signIn } from "./support/portal.ts"
import { listCount, reportPageErrors } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

test("Export downloads an xlsx with one row per ticket of the filtered list", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets?status=closed&sort=problem&sortDirection=asc&page=2")
  const count = await listCount(page)
  expect(count).toBeGreaterThan(25)
  const download = page.waitForEvent("download")
  await page.getByRole("button", { name: "Export" }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe("service-tickets.xlsx")
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile((await saved.path())!)
  const sheet = book.worksheets[0]!
  // One header row, then every ticket of the list (all pages, not just the one shown).
  expect(sheet.actualRowCount - 1).toBe(count)
  const headers = (sheet.getRow(1).values as unknown[]).filter((v) => typeof v === "string")
  expect(headers.length).toBeGreaterThan(3)
  expect(headers.join(" ")).toMatch(/Ticket/)
})

test("the export follows the search too", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets?search=server")
  const count = await listCount(page)
  const download = page.waitForEvent("download")
  await page.getByRole("button", { name: "Export" }).click()
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile((await (await download).path())!)
  expect(book.worksheets[0]!.actualRowCount - 1).toBe(count)
})
