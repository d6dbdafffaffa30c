import { getTableColumns, sql } from "drizzle-orm"
import {
  EQUIPMENT_FIELD_KINDS,
  type EquipmentFieldKind,
  type EquipmentListField,
  equipmentFieldsOfKind,
} from "../../core/domain/equipment/record-fields.ts"
import { locationAddressLines } from "../../core/domain/tickets/location.ts"
import type { Equipment } from "../../core/schema/equipment.ts"
import { type Computed, computed, type RowOf } from "../db/rows.ts"
import { equipment } from "../db/schema.ts"
import { isoOrNull, type Stamp } from "../lists/rows.ts"

/**
 * Where each equipment field is read when it is not the `equipment` column of the same name
 * (`e.<field>`): the tables of `equipmentFrom` (equipment-list.sql.ts).
 */
const SOURCES = {
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
  locationcounty: "l.locationcounty",
  locationcountry: "l.locationcountry",
  contracttype: "a.contracttype",
  agreementactive: "a.active",
} as const satisfies Partial<Record<EquipmentListField, string>>

/** Fields the row conversion derives from read ones: the location's address on one line. */
type DerivedField = "locationaddress"
type ReadField = Exclude<EquipmentListField, DerivedField>
const READ_FIELDS = (Object.keys(EQUIPMENT_FIELD_KINDS) as Array<EquipmentListField>).filter(
  (field): field is ReadField => field !== "locationaddress",
)

/** The select list of a listed piece of equipment: every read field, dates as timestamptz. */
export const equipmentSelectList = READ_FIELDS.map((field) => {
  const source = (SOURCES as Partial<Record<EquipmentListField, string>>)[field]
  return source === undefined ? `e.${field}` : `${source} AS ${field}`
}).join(", ")

/** Every read field of a listed piece of equipment (spec section 3), as SQL. */
export const equipmentColumns = sql.raw(equipmentSelectList)

/** What a field read from another table holds, by its declared kind (a LEFT JOIN may give null). */
const KIND_VALUES = {
  number: computed<number>(),
  numberOrNull: computed<number | null>(),
  flag: computed<boolean>(),
  flagOrNull: computed<boolean | null>(),
  text: computed<string | null>(),
  stamp: computed<Stamp>(),
  created: computed<Stamp>(),
} as const satisfies Record<EquipmentFieldKind, Computed<unknown>>

type Columns = ReturnType<typeof getTableColumns<typeof equipment>>
type Kind<F extends EquipmentListField> = (typeof EQUIPMENT_FIELD_KINDS)[F]
/** Read from another table, or a date (text or Date as the driver gives it): typed by its kind. */
type ByKind<F extends ReadField> = F extends keyof typeof SOURCES
  ? true
  : Kind<F> extends "stamp" | "created"
    ? true
    : F extends keyof Columns
      ? false
      : true
type EquipmentRowShape = {
  readonly [F in ReadField]: ByKind<F> extends true
    ? (typeof KIND_VALUES)[Kind<F>]
    : F extends keyof Columns
      ? Columns[F]
      : never
}

const columns: Partial<Record<string, Columns[keyof Columns]>> = getTableColumns(equipment)
const byKind = (field: ReadField): boolean =>
  field in SOURCES || ["stamp", "created"].includes(EQUIPMENT_FIELD_KINDS[field]) || !(field in columns)

/**
 * The result columns of `equipmentColumns` for `queryRows`: an `equipment` column's definition where
 * the field is read from it, the declared kind's value where another table gives it or a date.
 */
export const equipmentRow = Object.fromEntries(
  READ_FIELDS.map((field) => [
    field,
    byKind(field) ? KIND_VALUES[EQUIPMENT_FIELD_KINDS[field]] : columns[field],
  ]),
) as unknown as EquipmentRowShape

/** A database row of `equipmentColumns`: the drivers give dates as Date or text. */
export type EquipmentRow = RowOf<EquipmentRowShape>

const STAMP_FIELDS = equipmentFieldsOfKind("stamp")

/** A database row of `equipmentColumns` as the contract's Equipment. */
export const toEquipment = (row: EquipmentRow): Equipment => {
  const stamps = Object.fromEntries(STAMP_FIELDS.map((field) => [field, isoOrNull(row[field])]))
  return {
    ...row,
    ...stamps,
    createddate: new Date(row.createddate ?? 0).toISOString(),
    locationaddress: locationAddressLines(row).join(", ") || null,
  } as Equipment
}
