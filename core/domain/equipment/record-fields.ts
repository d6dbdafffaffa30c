/**
 * The fields of a listed piece of equipment (spec section 3) and the kind of value each holds,
 * declared once and in answer order: the contract's `Equipment` Schema, the server's SQL select
 * list and its row conversion are derived from this record, and the list's columns, sort and
 * search fields (fields.ts) name fields of it.
 */
export const EQUIPMENT_FIELD_KINDS = {
  equipmentid: "number",
  monitored: "flag",
  description: "text",
  modelnumber: "text",
  partnumber: "text",
  serialnumber: "text",
  systemname: "text",
  oem: "text",
  customername: "text",
  coverage: "text",
  agreementid: "numberOrNull",
  responsetime: "text",
  startdate: "stamp",
  agreementexpirationdate: "stamp",
  salespersonname: "text",
  locationname: "text",
  locationcontactname: "text",
  primaryengineername: "text",
  ticketcount: "number",
  agreementname: "text",
  locationid: "numberOrNull",
  locationaddress1: "text",
  locationaddress2: "text",
  locationcity: "text",
  locationstate: "text",
  locationzipcode: "text",
  locationcounty: "text",
  locationcountry: "text",
  contracttype: "text",
  agreementactive: "flagOrNull",
  warrantyexpiration: "stamp",
  expirationdate: "stamp",
  effectivedate: "stamp",
  coveragehours: "text",
  coveragedays: "text",
  critical: "flag",
  createddate: "created",
  locationaddress: "text",
  response: "text",
  warranty: "text",
  securitylevel: "text",
  parentid: "numberOrNull",
} as const satisfies Record<string, EquipmentFieldKind>

/**
 * What a field holds: text and stamps may be null (missing); a stamp is an ISO date-time and
 * `created` one that is always there.
 */
export type EquipmentFieldKind =
  | "number"
  | "numberOrNull"
  | "flag"
  | "flagOrNull"
  | "text"
  | "stamp"
  | "created"

export type EquipmentListField = keyof typeof EQUIPMENT_FIELD_KINDS

/** The fields that hold values of kind `K`. */
export type EquipmentFieldOfKind<K extends EquipmentFieldKind> = {
  [F in EquipmentListField]: (typeof EQUIPMENT_FIELD_KINDS)[F] extends K ? F : never
}[EquipmentListField]

/** The fields of one kind, in answer order. */
export const equipmentFieldsOfKind = <K extends EquipmentFieldKind>(
  kind: K,
): ReadonlyArray<EquipmentFieldOfKind<K>> =>
  (Object.keys(EQUIPMENT_FIELD_KINDS) as Array<EquipmentListField>).filter(
    (field): field is EquipmentFieldOfKind<K> => EQUIPMENT_FIELD_KINDS[field] === kind,
  )
