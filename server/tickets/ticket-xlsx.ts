import { once } from "node:events"
import type { Writable } from "node:stream"
import ExcelJS from "exceljs"
import { agreementText } from "../../core/domain/agreement-text.ts"
import { severityLabel } from "../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../core/domain/tickets/status.ts"
import type { ExportTicket } from "./ticket-rows.ts"
import { makeWallClock } from "./wall-clock.ts"
import { catalogueXlsxColumns, type XlsxColumn } from "./ticket-xlsx.catalogue.ts"

/** True for an IANA zone name this runtime knows ("America/Detroit", "UTC", ...). */
export const isValidTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
    return zone.trim() !== ""
  } catch {
    return false
  }
}

type Column = XlsxColumn

const address = (t: ExportTicket) =>
  [t.locationaddress1, t.locationaddress2].filter((part) => part && part.trim() !== "").join(", ") || null

const columns: ReadonlyArray<Column> = [
  { header: "Ticket #", width: 11, value: (t) => t.ticketid },
  { header: "Status", width: 10, value: (t) => ticketStatusLabel(t.ticketstatus) },
  { header: "Severity", width: 24, value: (t) => severityLabel(t.severitylevel) },
  { header: "Problem", width: 48, value: (t) => t.problem },
  { header: "Customer", width: 26, value: (t) => t.customername },
  { header: "Customer Reference", width: 18, value: (t) => t.customerreferenceid },
  { header: "Agreement", width: 30, value: (t) => agreementText(t.agreementid, t.agreementname) },
  { header: "Location", width: 28, value: (t) => t.locationname },
  { header: "Address", width: 30, value: address },
  { header: "City", width: 16, value: (t) => t.locationcity },
  { header: "State", width: 7, value: (t) => t.locationstate },
  { header: "Zip Code", width: 10, value: (t) => t.locationzipcode },
  { header: "Equipment", width: 24, value: (t) => t.equipment },
  { header: "Model", width: 22, value: (t) => t.modelnumber },
  { header: "Part Number", width: 16, value: (t) => t.equipmentpartnumber },
  { header: "Serial Number", width: 16, value: (t) => t.serialnumber },
  { header: "Contact", width: 22, value: (t) => t.contactname },
  { header: "Engineer", width: 22, value: (t) => t.employeename },
  { header: "Created", width: 17, value: (t, z) => z(t.createddateutc), date: true },
  { header: "Completed", width: 17, value: (t, z) => z(t.completeddateutc), date: true },
  { header: "Last Updated", width: 17, value: (t, z) => z(t.modifieddateutc), date: true },
  { header: "Latest Activity", width: 40, value: (t) => t.latestactivitydescription },
  {
    header: "Latest Activity Date",
    width: 17,
    value: (t, z) => z(t.latestactivitydate),
    date: true,
  },
  { header: "Solution", width: 40, value: (t) => t.solution },
  ...catalogueXlsxColumns,
]

export interface XlsxSink {
  /** Writes the rows; resolves once the zip has taken them in (the caller waits before the next batch). */
  readonly add: (tickets: ReadonlyArray<ExportTicket>) => Promise<void>
  readonly finish: () => Promise<void>
  /** Bytes of sheet XML written but not yet taken in by the zip. */
  readonly held: () => number
}

/** archiver's input stream (readable-stream 2: no `writableNeedDrain`, its state says it). */
interface ZipInput {
  readonly _writableState: { readonly needDrain: boolean; readonly length: number }
  readonly once: Writable["once"]
}

/**
 * exceljs's sheet stream hands its XML to the zip (archiver) without waiting for it: its first pipe
 * is the zip's input. Rows written faster than the zip deflates them (zlib runs off the thread)
 * would pile up there as uncompressed XML, about 3 kB a row (measured: +270 MB at 60,000 rows).
 */
const zipInput = (sheet: ExcelJS.Worksheet): ZipInput | undefined =>
  (sheet as unknown as { stream: { pipes: ReadonlyArray<ZipInput> } }).stream.pipes[0]

/** Resolves once the zip has taken in what was written (its input is below its mark again). */
const zipped = async (sheet: ExcelJS.Worksheet) => {
  const input = zipInput(sheet)
  while (input?._writableState.needDrain) await once(input as never, "drain")
}

/**
 * A streaming spreadsheet writer: one header row (date headers name the zone), then one row per
 * ticket, zipped into `out` as it comes (each batch waits for the zip), so the rows of a 100,000-row
 * export never sit in memory (only the compressed file does). Runs in the export worker (ticket-xlsx.worker.ts).
 */
export const openTicketXlsx = (out: Writable, zone: string): XlsxSink => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet("Service Tickets", { views: [{ state: "frozen", ySplit: 1 }] })
  sheet.columns = columns.map((c, i) => ({
    header: c.date ? `${c.header} (${zone})` : c.header,
    key: String(i),
    width: c.date ? Math.max(c.width, c.header.length + zone.length + 4) : c.width,
    ...(c.date ? { style: { numFmt: "yyyy-mm-dd hh:mm" } } : c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }))
  sheet.getRow(1).font = { bold: true }
  const wallClock = makeWallClock(zone)
  return {
    add: async (tickets) => {
      for (const t of tickets) sheet.addRow(columns.map((c) => c.value(t, wallClock) ?? null)).commit()
      await zipped(sheet)
    },
    finish: async () => {
      sheet.commit()
      await workbook.commit()
    },
    held: () => zipInput(sheet)?._writableState.length ?? 0,
  }
}
