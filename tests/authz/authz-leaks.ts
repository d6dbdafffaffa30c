import ExcelJS from "exceljs"
import type { Cell } from "./authz-cells.ts"
import { companiesOf, contactNamesOf, insightCountsOf, ticketCountsOf } from "./authz-oracle.ts"

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

const agreementOf = (cell: Cell) => cell.target.agreementid

/** Service insights of an agreement: the open count is that of the agreement within the scope. */
export const serviceInsightCounts: LeakCheck = async (body, cell) => {
  const { open } = (body as { serviceInsights: { open: number } }).serviceInsights
  const expected = await insightCountsOf(cell.db, cell.caller.scope, agreementOf(cell))
  return open === expected.open ? [] : [`${open} open tickets where the scope has ${expected.open}`]
}

/** Equipment insights of an agreement: the total is its in-service equipment within the scope. */
export const equipmentInsightCounts: LeakCheck = async (body, cell) => {
  const { total } = (body as { equipmentInsights: { total: number } }).equipmentInsights
  const expected = await insightCountsOf(cell.db, cell.caller.scope, agreementOf(cell))
  return total === expected.equipment
    ? []
    : [`${total} pieces of equipment where the scope has ${expected.equipment}`]
}

/** Sign-in insights: the accounts counted are those of the scope. */
export const userLoginCounts: LeakCheck = async (body, cell) => {
  const b = (body as { userLogins: { activeUsers: number; inactiveUsers: number; deactivatedUsers: number } })
    .userLogins
  const counted = b.activeUsers + b.inactiveUsers + b.deactivatedUsers
  const expected = await insightCountsOf(cell.db, cell.caller.scope, agreementOf(cell))
  return counted === expected.users
    ? []
    : [`${counted} accounts counted where the scope has ${expected.users}`]
}

/** Tickets per user: every user listed is in the scope. */
export const userTicketRows: LeakCheck = async (body, cell) => {
  const ids = (body as { userTickets: { users: Array<{ userid: number }> } }).userTickets.users.map(
    (u) => u.userid,
  )
  return outOfScope(cell, "a user", await companiesOf(cell.db, "users", "userid", ids))
}

/** Rows of users (`items[].userid` or `results[].userid`). */
export const userRows: LeakCheck = async (body, cell) => {
  const answer = body as { items?: Array<{ userid: number }>; results?: Array<{ userid: number }> }
  const ids = (answer.items ?? answer.results ?? []).map((u) => u.userid)
  return outOfScope(cell, "a user", await companiesOf(cell.db, "users", "userid", ids))
}
