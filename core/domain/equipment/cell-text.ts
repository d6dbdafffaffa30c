import { formatDate } from "../dates/format.ts"
import { PLACEHOLDERS } from "../tickets/placeholders.ts"
import { EQUIPMENT_COLUMNS, type EquipmentColumn } from "./fields.ts"

interface ColumnInfo {
  readonly field: string
  readonly title: string
  readonly empty?: string
  readonly date?: boolean
}

const COLUMN = new Map<string, ColumnInfo>(EQUIPMENT_COLUMNS.map((c) => [c.field, c]))

/** A column's title (spec section 3). */
export const columnTitle = (field: EquipmentColumn): string => COLUMN.get(field)?.title ?? field

/** A date in the given zone, or N/A. */
export const equipmentDateText = (iso: string | null | undefined, timeZone: string | undefined): string =>
  formatDate(iso, { timeZone }) ?? PLACEHOLDERS.na

/**
 * A cell as text, the same in the browser and the terminal: dates in the viewer's zone, booleans as
 * Yes/No, an empty value as the column's empty text ('No Description', 'Undetermined') or N/A.
 */
export const equipmentCellText = (
  row: { readonly [K in EquipmentColumn]: unknown },
  field: EquipmentColumn,
  timeZone: string | undefined,
): string => {
  const column = COLUMN.get(field)
  const value = row[field]
  if (column?.date) return equipmentDateText(value as string | null, timeZone)
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (value === null || value === undefined || value === "") return column?.empty ?? PLACEHOLDERS.na
  return String(value)
}
