import {
  columnTitle,
  equipmentCellText,
  equipmentDateText,
} from "../../../core/domain/equipment/cell-text.ts"
import type { EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import type { Equipment } from "../../../core/schema/equipment.ts"
import type { ChipTone } from "../../components/status-chip.tsx"
import { viewerTimeZone } from "../../lib/viewer-dates.ts"

/** A date in the browser's zone (spec section 9), or N/A. */
export const equipmentDate = (iso: string | null | undefined): string =>
  equipmentDateText(iso, viewerTimeZone())

export { columnTitle }

/** A cell as text in the browser's zone (see `equipmentCellText`). */
export const equipmentText = (row: Equipment, field: EquipmentColumn): string =>
  equipmentCellText(row, field, viewerTimeZone())

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
