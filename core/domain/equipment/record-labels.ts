import { PLACEHOLDERS } from "../tickets/placeholders.ts"
import { equipmentDateText } from "./cell-text.ts"
import { EQUIPMENT_FIELD_KINDS, type EquipmentListField } from "./record-fields.ts"

/**
 * The record fields the equipment detail and `portal equipment show` add to the listed facts
 * (spec section 3 names them without labels; these are ours), in the order they are shown.
 */
export const EQUIPMENT_RECORD_LABELS = [
  ["locationaddress", "Location Address"],
  ["locationcounty", "County"],
  ["effectivedate", "Effective Date"],
  ["response", "Response"],
  ["warranty", "Warranty"],
  ["securitylevel", "Security Level"],
] as const satisfies ReadonlyArray<readonly [EquipmentListField, string]>

export type EquipmentRecordField = (typeof EQUIPMENT_RECORD_LABELS)[number][0]

/** A record field as text: a stamp as its day in the given zone, a missing value as N/A. */
export const equipmentRecordText = (
  item: { readonly [F in EquipmentRecordField]: string | null },
  field: EquipmentRecordField,
  timeZone: string | undefined,
): string => {
  const value = item[field]
  if (EQUIPMENT_FIELD_KINDS[field] === "stamp") return equipmentDateText(value, timeZone)
  return value === null || value === "" ? PLACEHOLDERS.na : value
}
