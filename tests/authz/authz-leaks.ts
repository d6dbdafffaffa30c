import ExcelJS from "exceljs"
import type { Cell } from "./authz-cells.ts"
import { companiesOf, contactNamesOf, ticketCountsOf } from "./authz-oracle.ts"

/** What a 2xx list answer shows that the caller may not see (empty when nothing). */
export type LeakCheck = (body: unknown, cell: Cell) => Promise<ReadonlyArray<string>>

const outOfScope = (cell: Cell, what: string, companies: ReadonlyArray<number>) =>
  [...new Set(companies.filter((c) => !cell.caller.scope.has(c)))].map(
    (c) => `${what} of company ${c}, outside the caller's scope`,
  )

/** Rows of tickets (`items[].ticketid`). */
export const ticketRows: LeakCheck = async (body, cell) => {
  const ids = (body as { items: Array<{ ticketid: number }> }).items.map((t) => t.ticketid)
  return outOfScope(cell, "a ticket", await companiesOf(cell.db, "tickets", "ticketid", ids))
}

/** Rows of agreements (`results[].agreementid`). */
export const agreementRows: LeakCheck = async (body, cell) => {
  const ids = (body as { results: Array<{ agreementid: number }> }).results.map((a) => a.agreementid)
  return outOfScope(cell, "an agreement", await companiesOf(cell.db, "agreements", "agreementid", ids))
}

/** Locations (or equipment) of an agreement (`AgreementLocations[].locationid`). */
export const locationRows: LeakCheck = async (body, cell) => {
  const rows = (body as { AgreementLocations: Array<{ locationid: number }> }).AgreementLocations
  const ids = rows.map((l) => l.locationid)
  return outOfScope(cell, "a location", await companiesOf(cell.db, "locations", "locationid", ids))
}

/** Rows of equipment (`items[].equipmentid`). */
export const equipmentRows: LeakCheck = async (body, cell) => {
  const ids = (body as { items: Array<{ equipmentid: number }> }).items.map((e) => e.equipmentid)
  return outOfScope(cell, "equipment", await companiesOf(cell.db, "equipment", "equipmentid", ids))
}

/** Agreements of an account (`Agreements[].agreementid`). */
export const accountAgreementRows: LeakCheck = async (body, cell) => {
  const ids = (body as { Agreements: Array<{ agreementid: number }> }).Agreements.map((a) => a.agreementid)
  return outOfScope(cell, "an agreement", await companiesOf(cell.db, "agreements", "agreementid", ids))
}

/** Contact names: every one must be on a ticket in scope. */
export const contactNames: LeakCheck = async (body, cell) => {
  const allowed = await contactNamesOf(cell.db, cell.caller.scope)
  return (body as { TicketContacts: string[] }).TicketContacts.filter((n) => !allowed.has(n.trim())).map(
    (n) => `contact ${JSON.stringify(n)} of no ticket in scope`,
  )
}

/** The left menu: agreements in scope, and ticket counts of the scope alone. */
export const leftMenu: LeakCheck = async (body, cell) => {
  const counts = (body as { TicketCounts: LeftMenuCounts }).TicketCounts
  const ids = counts.Agreements.map((a) => a.agreementid)
  const leaks = [
    ...outOfScope(cell, "an agreement", await companiesOf(cell.db, "agreements", "agreementid", ids)),
  ]
  const expected = await ticketCountsOf(cell.db, cell.caller.scope)
  if (counts.totalOpen !== expected.open || counts.totalClosed !== expected.closed)
    leaks.push(
      `ticket counts ${counts.totalOpen}/${counts.totalClosed} are not the scope's ${expected.open}/${expected.closed}`,
    )
  return leaks
}

interface LeftMenuCounts {
  totalOpen: number
  totalClosed: number
  Agreements: Array<{ agreementid: number }>
}

/** The export: fetches the spreadsheet it names and checks each ticket row. */
export const exportRows: LeakCheck = async (body, cell) => {
  const { url } = body as { url: string }
  const file = await cell.call({ method: "GET", path: url }, cell.session)
  if (file.status !== 200) return [`the export's file answered ${file.status}`]
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer)
  const ids: number[] = []
  workbook.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) ids.push(Number(row.getCell(1).value))
  })
  return outOfScope(cell, "an exported ticket", await companiesOf(cell.db, "tickets", "ticketid", ids))
}
