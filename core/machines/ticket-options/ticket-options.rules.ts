import {
  type EquipmentOption,
  equipmentKey,
  type FetchEquipmentInput,
  type LocationOption,
  type TicketOptionsContext,
} from "./ticket-options.types.ts"

type Wants = Pick<TicketOptionsContext, "locations" | "wantedLocations" | "equipment" | "wantedEquipment">

/** True when a need names an agreement whose locations are neither loaded nor on their way. */
export const addsLocations = (c: Wants, agreementids: ReadonlyArray<number>): boolean =>
  agreementids.some((id) => c.locations[id] === undefined && !c.wantedLocations.includes(id))

/** The agreements to ask locations for: those wanted so far and the new ones, unless loaded. */
export const wantedLocationsAfter = (c: Wants, agreementids: ReadonlyArray<number>): ReadonlyArray<number> =>
  [...new Set([...c.wantedLocations, ...agreementids])].filter((id) => c.locations[id] === undefined)

/** The locations by agreement with an answer merged in; a wanted agreement without rows has none. */
export const withLocations = (c: Wants, rows: ReadonlyArray<LocationOption>) => {
  const locations: Record<number, ReadonlyArray<LocationOption>> = { ...c.locations }
  for (const id of c.wantedLocations) locations[id] = []
  for (const l of rows) locations[l.agreementid] = [...(locations[l.agreementid] ?? []), l]
  return { locations, wantedLocations: [] }
}

/** The equipment to ask for: the new need unless loaded (then whatever was wanted before). */
export const wantedEquipmentAfter = (c: Wants, need: FetchEquipmentInput): FetchEquipmentInput | null =>
  c.equipment[equipmentKey(need.agreementid, need.locationid)] === undefined
    ? { agreementid: need.agreementid, locationid: need.locationid }
    : c.wantedEquipment

/** The equipment by agreement and location with an answer merged in. */
export const withEquipment = (c: Wants, rows: ReadonlyArray<EquipmentOption>) => ({
  equipment: c.wantedEquipment
    ? { ...c.equipment, [equipmentKey(c.wantedEquipment.agreementid, c.wantedEquipment.locationid)]: rows }
    : c.equipment,
  wantedEquipment: null,
})
