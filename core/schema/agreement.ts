import { Schema } from "effect"
import { LocationFields } from "./location.ts"

/** Row of GET /v1/agreements (columns agreementid, agreementname, active). */
export const AgreementSummary = Schema.Struct({
  agreementid: Schema.Number,
  agreementname: Schema.String,
  active: Schema.Boolean,
})
export type AgreementSummary = typeof AgreementSummary.Type
export const AgreementList = Schema.Struct({ results: Schema.Array(AgreementSummary) })
export type AgreementList = typeof AgreementList.Type

/** An account team member (sales contact) as shown in the navigation. */
export const AccountTeamMember = Schema.Struct({
  salesid: Schema.Number,
  salesfullname: Schema.String,
  salestitle: Schema.String,
  salesemail: Schema.String,
  salesprofilepic: Schema.NullOr(Schema.String),
  salesprofileicon: Schema.NullOr(Schema.String),
})
export type AccountTeamMember = typeof AccountTeamMember.Type

/** GET /v1/agreement/:id: the agreement with its sales representative. */
export const Agreement = Schema.Struct({
  agreementid: Schema.Number,
  agreementname: Schema.String,
  active: Schema.Boolean,
  contracttype: Schema.String,
  customerid: Schema.Number,
  customername: Schema.String,
  commencementdate: Schema.NullOr(Schema.String),
  expirationdate: Schema.NullOr(Schema.String),
  salesid: Schema.NullOr(Schema.Number),
  salesfirstname: Schema.NullOr(Schema.String),
  saleslastname: Schema.NullOr(Schema.String),
  salesfullname: Schema.NullOr(Schema.String),
  salestitle: Schema.NullOr(Schema.String),
  salesemail: Schema.NullOr(Schema.String),
  salesprofilepic: Schema.NullOr(Schema.String),
  salesprofileicon: Schema.NullOr(Schema.String),
})
export type Agreement = typeof Agreement.Type
export const AgreementItem = Schema.Struct({ status: Schema.String, item: Agreement })
export type AgreementItem = typeof AgreementItem.Type

const Text = Schema.NullOr(Schema.String)

/**
 * A row of GET /v1/contracts: a location an agreement covers and, when the call names a location,
 * one piece of equipment there under the agreement (equipment fields are null in location rows).
 */
export const AgreementLocation = Schema.Struct({
  agreementid: Schema.Number,
  locationid: Schema.Number,
  ...LocationFields,
  equipmentid: Schema.NullOr(Schema.Number),
  description: Text,
  modelnumber: Text,
  serialnumber: Text,
})
export type AgreementLocation = typeof AgreementLocation.Type

/** GET /v1/contracts answer (spec section 7: AgreementLocations and count). */
export const AgreementLocations = Schema.Struct({
  AgreementLocations: Schema.Array(AgreementLocation),
  count: Schema.Number,
})
export type AgreementLocations = typeof AgreementLocations.Type
