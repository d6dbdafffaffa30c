import { Schema } from "effect"
import { ACCOUNT_TEAM_TEMPLATE } from "../domain/account-team-contact.ts"
import { CHANGE_REQUEST_MAX_MESSAGE } from "../domain/equipment/change-request.ts"
import { EQUIPMENT_COLUMN_FIELDS } from "../domain/equipment/fields.ts"
import {
  EQUIPMENT_FIELD_KINDS,
  type EquipmentFieldKind,
  type EquipmentListField,
} from "../domain/equipment/record-fields.ts"
import { Id } from "./id.ts"

const Text = Schema.NullOr(Schema.String)
const Stamp = Schema.NullOr(Schema.String)

/** The Schema of each kind of equipment field (core/domain/equipment/record-fields.ts). */
const KIND_SCHEMAS = {
  number: Schema.Finite,
  numberOrNull: Schema.NullOr(Schema.Finite),
  flag: Schema.Boolean,
  flagOrNull: Schema.NullOr(Schema.Boolean),
  text: Text,
  stamp: Stamp,
  created: Schema.String,
} as const satisfies Record<EquipmentFieldKind, Schema.Top>

type EquipmentFields = {
  readonly [F in EquipmentListField]: (typeof KIND_SCHEMAS)[(typeof EQUIPMENT_FIELD_KINDS)[F]]
}

/**
 * A piece of equipment as GET /v1/userequipment lists it (spec section 3); null where missing.
 * Its fields are the declared equipment fields, each with its kind's Schema.
 */
export const Equipment = Schema.Struct(
  Object.fromEntries(
    Object.entries(EQUIPMENT_FIELD_KINDS).map(([field, kind]) => [field, KIND_SCHEMAS[kind]]),
  ) as EquipmentFields,
)
export type Equipment = typeof Equipment.Type

/** GET /v1/userequipment answer. */
export const EquipmentList = Schema.Struct({ items: Schema.Array(Equipment), count: Schema.Finite })
export type EquipmentList = typeof EquipmentList.Type

/** A ticket of the equipment's history, newest first. */
export const EquipmentTicket = Schema.Struct({
  ticketid: Schema.Finite,
  problem: Text,
  ticketstatus: Schema.String,
  createddateutc: Schema.String,
  completeddateutc: Stamp,
})
export type EquipmentTicket = typeof EquipmentTicket.Type

/** An entry of the equipment's activity (change requests among others). */
export const EquipmentActivity = Schema.Struct({
  action: Schema.String,
  description: Schema.String,
  createdBy: Schema.String,
  createdDate: Schema.String,
})
export type EquipmentActivity = typeof EquipmentActivity.Type

/**
 * GET /v1/userequipment/:equipmentid: the listed fields plus what the detail shows (sales rep email,
 * tickets, activity, the parent's description).
 */
export const EquipmentDetail = Schema.Struct({
  ...Equipment.fields,
  salesemail: Text,
  parentdescription: Text,
  tickets: Schema.Array(EquipmentTicket),
  activity: Schema.Array(EquipmentActivity),
})
export type EquipmentDetail = typeof EquipmentDetail.Type
export const EquipmentItem = Schema.Struct({ status: Schema.String, item: EquipmentDetail })
export type EquipmentItem = typeof EquipmentItem.Type

/** GET /v1/equipment/children?id=: the equipment whose parent is the given one. */
export const EquipmentChildren = Schema.Struct({ items: Schema.Array(Equipment), count: Schema.Finite })
export type EquipmentChildren = typeof EquipmentChildren.Type

/** GET /v1/oem: manufacturers of the equipment in scope. */
export const OemList = Schema.Struct({ results: Schema.Array(Schema.Struct({ oem: Schema.String })) })
export type OemList = typeof OemList.Type

/** GET /v1/sla/time: response times of the equipment in scope. */
export const SlaList = Schema.Struct({
  results: Schema.Array(Schema.Struct({ responsetime: Schema.String })),
})
export type SlaList = typeof SlaList.Type

const Column = Schema.Literals(EQUIPMENT_COLUMN_FIELDS)

/** GET and PUT /v1/preferences/equipment-columns: the caller's chosen equipment list columns. */
export const EquipmentColumns = Schema.Struct({
  columns: Schema.Array(Column).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(EQUIPMENT_COLUMN_FIELDS.length),
  ),
})
export type EquipmentColumns = typeof EquipmentColumns.Type

const Bounded = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** POST /v1/sendemail with template `agreement-request` (spec section 7). */
export const AgreementRequest = Schema.Struct({
  template: Schema.Literal("agreement-request"),
  to: Bounded(320).check(Schema.isMinLength(3)),
  agreementid: Id,
  equipmentid: Id,
  locationname: Schema.NullOr(Bounded(500)),
  equipment: Schema.NullOr(Bounded(500)),
  systemname: Schema.NullOr(Bounded(500)),
  serialnumber: Schema.NullOr(Bounded(500)),
  message: Bounded(CHANGE_REQUEST_MAX_MESSAGE).check(Schema.isPattern(/\S/)),
})
export type AgreementRequest = typeof AgreementRequest.Type

/** POST /v1/sendemail with `{ template }` alone: the account team asked to get in touch. */
export const AccountTeamContactRequest = Schema.Struct({ template: Schema.Literal(ACCOUNT_TEAM_TEMPLATE) })
export type AccountTeamContactRequest = typeof AccountTeamContactRequest.Type

/** POST /v1/sendemail payload: a change request, or the account team contact. */
export const SendEmailRequest = Schema.Union([AgreementRequest, AccountTeamContactRequest])
export type SendEmailRequest = typeof SendEmailRequest.Type

/** POST /v1/sendemail answer: `id` is the queued mail's (the first one's for the account team). */
export const SendEmailResult = Schema.Struct({ status: Schema.String, id: Schema.Finite })
export type SendEmailResult = typeof SendEmailResult.Type
