import type { Equipment } from "../../core/schema/equipment.ts"
import { isoOrNull } from "../lists/rows.ts"

type Stamp = Date | string | null
const DATE_FIELDS = [
  "startdate",
  "agreementexpirationdate",
  "warrantyexpiration",
  "expirationdate",
] as const satisfies ReadonlyArray<keyof Equipment>

export type EquipmentRow = Omit<Equipment, (typeof DATE_FIELDS)[number] | "createddate"> & {
  [K in (typeof DATE_FIELDS)[number] | "createddate"]: Stamp
}

/** A database row of `equipmentColumns` as the contract's Equipment. */
export const toEquipment = (row: EquipmentRow): Equipment => ({
  ...row,
  startdate: isoOrNull(row.startdate),
  agreementexpirationdate: isoOrNull(row.agreementexpirationdate),
  warrantyexpiration: isoOrNull(row.warrantyexpiration),
  expirationdate: isoOrNull(row.expirationdate),
  createddate: new Date(row.createddate ?? 0).toISOString(),
})
