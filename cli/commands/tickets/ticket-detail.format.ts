import { agreementText } from "../../../core/domain/agreement-text.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import { ticketFieldText } from "../../../core/domain/tickets/placeholders.ts"
import type { TicketFile } from "../../../core/schema/document.ts"
import type { Rating } from "../../../core/schema/rating.ts"
import type { TicketActivity, TicketDetail } from "../../../core/schema/ticket.ts"
import { type CatalogueGroupResult, catalogueLines } from "./ticket-catalogue.format.ts"
import { ratingLine } from "./ticket-rating.ts"
import { dateText, dateTimeText } from "./ticket.format.ts"
import { type WatchersResult, watcherLine } from "./ticket-watchers.ts"

/**
 * What `tickets show` returns (and `--json` prints): the ticket with its history, its catalogue in
 * the detail's groups, its files and its watchers.
 */
export interface TicketsShowResult {
  readonly ticket: Omit<TicketDetail, "activities">
  readonly catalogue: ReadonlyArray<CatalogueGroupResult>
  readonly activities: ReadonlyArray<TicketActivity>
  readonly files: ReadonlyArray<TicketFile>
  /** Why the file list could not be loaded; the ticket still shows. */
  readonly filesError: string | null
  /** The satisfaction rating, when the caller may see it (issue 28). */
  readonly rating?: Rating | null
  /** Who watches it (issue 28). */
  readonly watchers?: WatchersResult["watchers"]
}

const address = (t: TicketsShowResult["ticket"]): string =>
  [
    t.locationaddress1,
    t.locationaddress2,
    t.locationcity,
    t.locationstate,
    t.locationzipcode,
    t.locationcountry,
  ]
    .map((part) => part?.trim())
    .filter((part) => part)
    .join(", ") || "N/A"

const fields = (t: TicketsShowResult["ticket"]): ReadonlyArray<[string, string]> => [
  ["Status", ticketStatusLabel(t.ticketstatus)],
  ["Severity", severityLabel(t.severitylevel)],
  ["Problem", ticketFieldText(t, "problem")],
  ["Solution", ticketFieldText(t, "solution")],
  ["Customer", ticketFieldText(t, "customername")],
  ["Customer Reference", ticketFieldText(t, "customerreferenceid")],
  ["Agreement", agreementText(t.agreementid, t.agreementname)],
  ["Location", `${ticketFieldText(t, "locationname")} (${address(t)})`],
  ["Equipment", ticketFieldText(t, "equipment")],
  ["Model", ticketFieldText(t, "modelnumber")],
  ["Serial Number", ticketFieldText(t, "serialnumber")],
  ["Contact", ticketFieldText(t, "contactname")],
  ["Contact Phone", ticketFieldText(t, "contactphone")],
  ["Contact Email", ticketFieldText(t, "contactemail")],
  ["Engineer", ticketFieldText(t, "employeename")],
  ["Created", dateTimeText(t.createddateutc)],
  ["Completed", dateTimeText(t.completeddateutc)],
  ["Latest Activity", ticketFieldText(t, "latestactivitydescription")],
]

const fileLine = (f: TicketsShowResult["files"][number]): string =>
  `  ${f.originalFileName}${f.size === null ? "" : ` (${f.size} bytes)`}` +
  `${f.createdDate ? `, ${dateText(f.createdDate)}` : ""}${f.uploadedBy ? ` by ${f.uploadedBy}` : ""}`

/**
 * 'Service Ticket #id', its fields with the spec's placeholders, the catalogue's groups that hold a
 * value, the activity timeline and the files.
 */
export const renderTicketDetail = (result: TicketsShowResult): string => {
  const rows = fields(result.ticket)
  const width = Math.max(...rows.map(([label]) => label.length))
  const lines = [`Service Ticket #${result.ticket.ticketid}`, ""]
  for (const [label, value] of rows) lines.push(`${label.padEnd(width)}  ${value}`)
  if (result.rating) lines.push(`${"Satisfaction".padEnd(width)}  ${ratingLine(result.rating)}`)
  if (result.catalogue.length > 0) lines.push("", ...catalogueLines(result.catalogue))
  lines.push("", `Activity (${result.activities.length})`)
  for (const a of result.activities)
    lines.push(
      `  ${dateTimeText(a.createddateutc)}  ${a.createdby ?? "N/A"}: ${a.description.replace(/\s+/g, " ")}`,
    )
  lines.push("", `Files (${result.files.length})`)
  if (result.filesError !== null) lines.push(`  Unable to list files: ${result.filesError}`)
  for (const f of result.files) lines.push(fileLine(f))
  if (result.watchers !== undefined)
    lines.push("", `Watchers (${result.watchers.length})`, ...result.watchers.map(watcherLine))
  return lines.join("\n")
}
