import { TICKET_CATALOGUE_KINDS } from "../../core/domain/tickets/catalogue-fields.ts"
import { TICKET_CATALOGUE_GROUPS } from "../../core/domain/tickets/catalogue-groups.ts"
import type { ExportTicket } from "./ticket-rows.ts"
import type { makeWallClock } from "./wall-clock.ts"

/** A spreadsheet column: its header, width, value and how the value is shown. */
export interface XlsxColumn {
  readonly header: string
  readonly width: number
  readonly value: (t: ExportTicket, wallClock: ReturnType<typeof makeWallClock>) => unknown
  readonly date?: true
  readonly numFmt?: string
}

const MONEY_FORMAT = '"$"#,##0.00'

/**
 * The catalogue's columns, after the listed ones, in the detail's group order: money as amounts in
 * dollars (the header says so), hours and counts as numbers, flags as Yes/No, dates in the zone.
 */
export const catalogueXlsxColumns: ReadonlyArray<XlsxColumn> = TICKET_CATALOGUE_GROUPS.flatMap((group) =>
  group.rows.map(([field, label]): XlsxColumn => {
    const width = Math.max(12, label.length + 2)
    switch (TICKET_CATALOGUE_KINDS[field]) {
      case "stamp":
        return { header: label, width: 17, value: (t, z) => z(t[field] as string | null), date: true }
      case "flag":
        return { header: label, width, value: (t) => (t[field] ? "Yes" : "No") }
      case "money":
        return {
          header: `${label} (USD)`,
          width: Math.max(width, 14),
          value: (t) => t[field],
          numFmt: MONEY_FORMAT,
        }
      case "hours":
        return {
          header: `${label} (hours)`,
          width: Math.max(width, 14),
          value: (t) => t[field],
          numFmt: "0.00",
        }
      case "count":
        return { header: label, width, value: (t) => t[field], numFmt: "#,##0" }
      case "text":
        return { header: label, width: Math.max(width, 18), value: (t) => t[field] }
    }
  }),
)
