import { PLACEHOLDERS } from "./placeholders.ts"

/** Equipment as the new ticket form offers it. */
export interface EquipmentChoiceFields {
  readonly description: string | null
  readonly modelnumber: string | null
  readonly serialnumber: string | null
}

/** How the new ticket form names a piece of equipment: description · model · serial. */
export const equipmentChoiceLabel = (e: EquipmentChoiceFields): string =>
  [
    e.description?.trim() || PLACEHOLDERS.noDescription,
    e.modelnumber?.trim(),
    e.serialnumber?.trim() || PLACEHOLDERS.noSerialNumber,
  ]
    .filter(Boolean)
    .join(" · ")

/** Lower case without accents, so "presse" finds "Pressé" and "sn-10" finds "SN-1042". */
const folded = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-US")

/**
 * Whether a choice's label matches what was typed into the equipment combobox: every word typed
 * (in any order, any case, accents ignored) occurs in the label, so "1042 press" finds
 * "Hydraulic Press · HP-200 · SN-1042". Nothing typed matches everything.
 */
export const equipmentChoiceMatches = (label: string, typed: string): boolean => {
  const haystack = folded(label)
  return folded(typed)
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => haystack.includes(word))
}
