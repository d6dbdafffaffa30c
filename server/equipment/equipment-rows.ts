import { sql } from "drizzle-orm"
import {
  EQUIPMENT_FIELD_KINDS,
  type EquipmentListField,
  equipmentFieldsOfKind,
} from "../../core/domain/equipment/record-fields.ts"
import type { Equipment } from "../../core/schema/equipment.ts"
import { isoOrNull } from "../lists/rows.ts"

/**
 * Where each equipment field is read when it is not the `equipment` column of the same name
 * (`e.<field>`): the tables of `equipmentFrom` (equipment-list.sql.ts).
 */
const SOURCES: Partial<Record<EquipmentListField, string>> = {
  customername: "c.companyname",
  agreementexpirationdate: "a.expirationdate",
  salespersonname: "CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END",
  locationname: "l.locationname",
  ticketcount: "(SELECT count(*) FROM tickets t WHERE t.equipmentid = e.equipmentid)::int",
  agreementname: "a.agreementname",
  locationaddress1: "l.locationaddress1",
  locationaddress2: "l.locationaddress2",
  locationcity: "l.locationcity",
  locationstate: "l.locationstate",
  locationzipcode: "l.locationzipcode",
  locationcountry: "l.locationcountry",
  contracttype: "a.contracttype",
  agreementactive: "a.active",
}

const FIELDS = Object.keys(EQUIPMENT_FIELD_KINDS) as ReadonlyArray<EquipmentListField>

/** The select list of a listed piece of equipment: every declared field, dates as timestamptz. */
export const equipmentSelectList = FIELDS.map((field) => {
  const source = SOURCES[field]
  return source === undefined ? `e.${field}` : `${source} AS ${field}`
}).join(", ")

/** Every field of a listed piece of equipment (spec section 3), as SQL. */
export const equipmentColumns = sql.raw(equipmentSelectList)

const STAMP_FIELDS = equipmentFieldsOfKind("stamp")
type StampField = (typeof STAMP_FIELDS)[number] | "createddate"
type Stamp = Date | string | null

/** A database row of `equipmentColumns`: the driver gives dates as Date or text. */
export type EquipmentRow = Omit<Equipment, StampField> & { [K in StampField]: Stamp }

/** A database row of `equipmentColumns` as the contract's Equipment. */
export const toEquipment = (row: EquipmentRow): Equipment => {
  const stamps = Object.fromEntries(STAMP_FIELDS.map((field) => [field, isoOrNull(row[field])]))
  return { ...row, ...stamps, createddate: new Date(row.createddate ?? 0).toISOString() } as Equipment
}
