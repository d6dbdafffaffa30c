import { Schema } from "effect"
import { LocationFields } from "./location.ts"

/**
 * Row of GET /v1/agreements: the spec's columns agreementid, agreementname, active, plus what the
 * agreements screen lists (type, dates, sales contact; optional so older answers still decode).
 */
export const AgreementSummary = Schema.Struct({
  agreementid: Schema.Finite,
  agreementname: Schema.String,
  active: Schema.Boolean,
  contracttype: Schema.optionalKey(Schema.String),
  customerid: Schema.optionalKey(Schema.Finite),
  customername: Schema.optionalKey(Schema.String),
  commencementdate: Schema.optionalKey(Schema.NullOr(Schema.String)),
  expirationdate: Schema.optionalKey(Schema.NullOr(Schema.String)),
  salesfullname: Schema.optionalKey(Schema.NullOr(Schema.String)),
  salesemail: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type AgreementSummary = typeof AgreementSummary.Type
export const AgreementList = Schema.Struct({ results: Schema.Array(AgreementSummary) })
export type AgreementList = typeof AgreementList.Type

/** An account team member (sales contact) as shown in the navigation. */
export const AccountTeamMember = Schema.Struct({
  salesid: Schema.Finite,
  salesfullname: Schema.String,
  salestitle: Schema.String,
  salesemail: Schema.String,
  salesprofilepic: Schema.NullOr(Schema.String),
  salesprofileicon: Schema.NullOr(Schema.String),
})
export type AccountTeamMember = typeof AccountTeamMember.Type

const Text = Schema.NullOr(Schema.String)

/** A contact block of an agreement (main or billing contact). */
export const AgreementContact = Schema.Struct({
  name: Text,
  phone: Text,
  ext: Text,
  fax: Text,
  email: Text,
  address: Text,
})
export type AgreementContact = typeof AgreementContact.Type

/** The billing-display flags besides `showpricing` (core/domain/agreements/billing-display.ts). */
export const BillingDisplay = Schema.Struct({
  showlaborrates: Schema.Boolean,
  showpartsprices: Schema.Boolean,
  showfreight: Schema.Boolean,
  showtax: Schema.Boolean,
  showtotals: Schema.Boolean,
  showhours: Schema.Boolean,
  showponumber: Schema.Boolean,
})
export type BillingDisplay = typeof BillingDisplay.Type

/** The rest of the agreement record of spec section 3: terms, contacts, PO numbers and flags. */
export const AgreementDetails = Schema.Struct({
  grouptagid: Schema.NullOr(Schema.Finite),
  createddate: Text,
  servicedate: Text,
  durationmonths: Schema.NullOr(Schema.Finite),
  paymentterms: Text,
  invoicefrequency: Text,
  maincontact: Schema.NullOr(AgreementContact),
  billingcontact: Schema.NullOr(AgreementContact),
  taxstatus: Text,
  ponumber: Text,
  poexpiration: Text,
  porequired: Schema.Boolean,
  blanketpoamount: Schema.NullOr(Schema.Finite),
  servicehold: Schema.Boolean,
  notes: Text,
  billingnotes: Text,
  risklevel: Text,
  evergreen: Schema.Boolean,
  renewalspecialist: Text,
  showpricing: Schema.Boolean,
  /** Optional: answers recorded before the flags still decode. */
  billingdisplay: Schema.optionalKey(BillingDisplay),
})
export type AgreementDetails = typeof AgreementDetails.Type

/** GET /v1/agreement/:id: the agreement with its sales representative and full record. */
export const Agreement = Schema.Struct({
  agreementid: Schema.Finite,
  agreementname: Schema.String,
  active: Schema.Boolean,
  contracttype: Schema.String,
  customerid: Schema.Finite,
  customername: Schema.String,
  commencementdate: Schema.NullOr(Schema.String),
  expirationdate: Schema.NullOr(Schema.String),
  salesid: Schema.NullOr(Schema.Finite),
  salesfirstname: Schema.NullOr(Schema.String),
  saleslastname: Schema.NullOr(Schema.String),
  salesfullname: Schema.NullOr(Schema.String),
  salestitle: Schema.NullOr(Schema.String),
  salesemail: Schema.NullOr(Schema.String),
  salesprofilepic: Schema.NullOr(Schema.String),
  salesprofileicon: Schema.NullOr(Schema.String),
  details: Schema.optionalKey(AgreementDetails),
})
export type Agreement = typeof Agreement.Type
export const AgreementItem = Schema.Struct({ status: Schema.String, item: Agreement })
export type AgreementItem = typeof AgreementItem.Type

/**
 * A row of GET /v1/contracts: a location an agreement covers and, when the call names a location,
 * one piece of equipment there under the agreement (equipment fields are null in location rows).
 */
export const AgreementLocation = Schema.Struct({
  agreementid: Schema.Finite,
  locationid: Schema.Finite,
  ...LocationFields,
  equipmentid: Schema.NullOr(Schema.Finite),
  description: Text,
  modelnumber: Text,
  serialnumber: Text,
})
export type AgreementLocation = typeof AgreementLocation.Type

/** GET /v1/contracts answer (spec section 7: AgreementLocations and count). */
export const AgreementLocations = Schema.Struct({
  AgreementLocations: Schema.Array(AgreementLocation),
  count: Schema.Finite,
})
export type AgreementLocations = typeof AgreementLocations.Type

/** An account group (salesforce account) of GET /v1/salesforceaccounts: one customer company. */
export const SalesforceAccount = Schema.Struct({
  groupID: Schema.Finite,
  name: Schema.String,
  agreementcount: Schema.Finite,
})
export type SalesforceAccount = typeof SalesforceAccount.Type
export const SalesforceAccounts = Schema.Struct({ SalesforceAccounts: Schema.Array(SalesforceAccount) })
export type SalesforceAccounts = typeof SalesforceAccounts.Type

/** GET /v1/salesforceaccounts/:id/agreements answer. */
export const SalesforceAgreements = Schema.Struct({ Agreements: Schema.Array(AgreementSummary) })
export type SalesforceAgreements = typeof SalesforceAgreements.Type
