import { formatDate } from "../../../core/domain/dates/format.ts"
import { EQUIPMENT_COLUMNS, type EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import type { Equipment } from "../../../core/schema/equipment.ts"
import type { ChipTone } from "../../components/status-chip.tsx"

const browserZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** A date in the browser's zone (spec section 9), or N/A. */
export const equipmentDate = (iso: string | null | undefined): string =>
  formatDate(iso, { timeZone: browserZone() }) ?? PLACEHOLDERS.na

const COLUMN = new Map(
  EQUIPMENT_COLUMNS.map((c) => [
    c.field,
    c as { field: string; title: string; empty?: string; date?: boolean },
  ]),
)

/** A column's title (spec section 3). */
export const columnTitle = (field: EquipmentColumn): string => COLUMN.get(field)?.title ?? field

/** A cell as text: dates in the browser's zone, booleans as Yes/No, the column's empty text or N/A. */
export const equipmentText = (row: Equipment, field: EquipmentColumn): string => {
  const column = COLUMN.get(field)
  const value = row[field]
  if (column?.date) return equipmentDate(value as string | null)
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (value === null || value === undefined || value === "") return column?.empty ?? PLACEHOLDERS.na
  return String(value)
}

/** The coverage chip: the contract category, its tone, 'No Contract' without one. */
export const coverageChip = (row: Pick<Equipment, "coverage" | "agreementactive">) => {
  const label = row.coverage ?? "No Contract"
  const tone: ChipTone =
    row.coverage === null || row.coverage === "Expired" || row.agreementactive === false
      ? "inactive"
      : row.coverage === "Full Maintenance"
        ? "active"
        : "pending"
  return { label, tone }
}
