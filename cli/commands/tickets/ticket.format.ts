import {
  displayTimeZone,
  formatDate,
  formatDateTime,
  hostTimeZone,
} from "../../../core/domain/dates/format.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import { ticketFieldText } from "../../../core/domain/tickets/placeholders.ts"
import type { Ticket } from "../../../core/schema/ticket.ts"
import type { Column } from "../../format/table.ts"

/** The terminal's IANA zone (TZ), in which dates are shown, as the browser's zone is in the UI. */
export const localTimeZone = (): string => displayTimeZone(hostTimeZone())

export const dateText = (iso: string | null, zone = localTimeZone()): string =>
  formatDate(iso, { timeZone: zone }) ?? "N/A"

export const dateTimeText = (iso: string | null, zone = localTimeZone()): string =>
  formatDateTime(iso, { timeZone: zone }) ?? "N/A"

/** Short severity for tables: "1 Critical Down…" would not fit, so the level and its first words. */
export const severityText = (level: number | null): string =>
  level === null ? "None" : `${level} ${severityLabel(level).split(" or ")[0]}`

const locationText = (ticket: Ticket): string => {
  const name = ticketFieldText(ticket, "locationname")
  return ticket.locationcity ? `${name}, ${ticket.locationcity}` : name
}

/** The ticket list's columns: the table's and the CSV's (header row included). */
export const TICKET_COLUMNS: ReadonlyArray<Column<Ticket>> = [
  { heading: "ID", cell: (t) => String(t.ticketid), align: "right" },
  { heading: "STATUS", cell: (t) => ticketStatusLabel(t.ticketstatus) },
  { heading: "SEVERITY", cell: (t) => severityText(t.severitylevel), max: 22 },
  { heading: "PROBLEM", cell: (t) => ticketFieldText(t, "problem"), max: 44 },
  { heading: "LOCATION", cell: locationText, max: 32 },
  { heading: "CREATED", cell: (t) => dateText(t.createddateutc) },
]
