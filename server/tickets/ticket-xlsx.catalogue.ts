import {
  TICKET_CATALOGUE_KINDS,
  type TicketCatalogueKind,
} from "../../core/domain/tickets/catalogue-fields.ts"
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

type Field = (typeof TICKET_CATALOGUE_GROUPS)[number]["rows"][number][0]
type Build = (field: Field, label: string, width: number) => XlsxColumn

/** How each kind of catalogue field becomes a column. */
const BY_KIND: Record<TicketCatalogueKind, Build> = {
  stamp: (field, label) => ({
    header: label,
    width: 17,
    value: (t, z) => z(t[field] as string | null),
    date: true,
  }),
  flag: (field, label, width) => ({ header: label, width, value: (t) => (t[field] ? "Yes" : "No") }),
  money: (field, label, width) => ({
    header: `${label} (USD)`,
    width: Math.max(width, 14),
    value: (t) => t[field],
    numFmt: MONEY_FORMAT,
  }),
  hours: (field, label, width) => ({
    header: `${label} (hours)`,
    width: Math.max(width, 14),
    value: (t) => t[field],
    numFmt: "0.00",
  }),
  count: (field, label, width) => ({ header: label, width, value: (t) => t[field], numFmt: "#,##0" }),
  text: (field, label, width) => ({ header: label, width: Math.max(width, 18), value: (t) => t[field] }),
}

/**
 * The catalogue's columns, after the listed ones, in the detail's group order: money as amounts in
 * dollars (the header says so), hours and counts as numbers, flags as Yes/No, dates in the zone.
 */
export const catalogueXlsxColumns: ReadonlyArray<XlsxColumn> = TICKET_CATALOGUE_GROUPS.flatMap((group) =>
  group.rows.map(([field, label]) =>
    BY_KIND[TICKET_CATALOGUE_KINDS[field]](field, label, Math.max(12, label.length + 2)),
  ),
)
