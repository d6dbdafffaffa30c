import { sql } from "drizzle-orm"
import type {
  Agreement,
  AgreementContact,
  AgreementSummary,
  BillingDisplay,
} from "../../core/schema/agreement.ts"
import { pick } from "../db/pick.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { agreements, companies } from "../db/schema.ts"
import { isoOrNull } from "../lists/rows.ts"

/**
 * A row of GET /v1/agreements: the agreement's columns, its company's name, and the sales rep's
 * (LEFT JOIN, so null without one).
 */
export const summaryRow = {
  ...pick(agreements, [
    "agreementid",
    "agreementname",
    "active",
    "contracttype",
    "commencementdate",
    "expirationdate",
  ]),
  customerid: agreements.companyid,
  customername: companies.companyname,
  salesfullname: computed<string | null>(),
  salesemail: computed<string | null>(),
}

/** The billing-display flags besides showpricing, as columns of `agreements` (migration 0028). */
export const BILLING_DISPLAY_COLUMNS = [
  "showlaborrates",
  "showpartsprices",
  "showfreight",
  "showtax",
  "showtotals",
  "showhours",
  "showponumber",
] as const satisfies ReadonlyArray<keyof BillingDisplay>

export const summaryColumns = sql.raw(`a.agreementid, a.agreementname, a.active, a.contracttype,
  a.companyid AS customerid, c.companyname AS customername, a.commencementdate, a.expirationdate,
  CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END AS salesfullname,
  r.email AS salesemail`)

export const toSummary = (row: RowOf<typeof summaryRow>): AgreementSummary => ({
  ...row,
  commencementdate: isoOrNull(row.commencementdate),
  expirationdate: isoOrNull(row.expirationdate),
})

/** A row of GET /v1/agreement/:id: the summary's columns, the sales rep's (nullable) and the record's. */
export const agreementRow = {
  ...summaryRow,
  salesid: computed<number | null>(),
  salesfirstname: computed<string | null>(),
  saleslastname: computed<string | null>(),
  salestitle: computed<string | null>(),
  salesprofilepic: computed<string | null>(),
  salesprofileicon: computed<string | null>(),
  ...pick(agreements, [
    "grouptagid",
    "createddate",
    "servicedate",
    "durationmonths",
    "paymentterms",
    "invoicefrequency",
    "taxstatus",
    "ponumber",
    "poexpiration",
    "porequired",
    "blanketpoamount",
    "servicehold",
    "notes",
    "billingnotes",
    "risklevel",
    "evergreen",
    "renewalspecialist",
    "showpricing",
    ...BILLING_DISPLAY_COLUMNS,
  ]),
  /** jsonb blocks written by the seed and imports with any of AgreementContact's keys. */
  maincontact: computed<Partial<AgreementContact> | null>(),
  billingcontact: computed<Partial<AgreementContact> | null>(),
}

const contactOf = (c: Partial<AgreementContact> | null): AgreementContact | null =>
  c === null
    ? null
    : {
        name: c.name ?? null,
        phone: c.phone ?? null,
        ext: c.ext ?? null,
        fax: c.fax ?? null,
        email: c.email ?? null,
        address: c.address ?? null,
      }

export const toAgreement = (row: RowOf<typeof agreementRow>): Agreement => ({
  agreementid: row.agreementid,
  agreementname: row.agreementname,
  active: row.active,
  contracttype: row.contracttype,
  customerid: row.customerid,
  customername: row.customername,
  commencementdate: isoOrNull(row.commencementdate),
  expirationdate: isoOrNull(row.expirationdate),
  salesid: row.salesid,
  salesfirstname: row.salesfirstname,
  saleslastname: row.saleslastname,
  salesfullname: row.salesfullname,
  salestitle: row.salestitle,
  salesemail: row.salesemail,
  salesprofilepic: row.salesprofilepic,
  salesprofileicon: row.salesprofileicon,
  details: {
    grouptagid: row.grouptagid,
    createddate: isoOrNull(row.createddate),
    servicedate: isoOrNull(row.servicedate),
    durationmonths: row.durationmonths,
    paymentterms: row.paymentterms,
    invoicefrequency: row.invoicefrequency,
    maincontact: contactOf(row.maincontact),
    billingcontact: contactOf(row.billingcontact),
    taxstatus: row.taxstatus,
    ponumber: row.ponumber,
    poexpiration: isoOrNull(row.poexpiration),
    porequired: row.porequired,
    blanketpoamount: row.blanketpoamount === null ? null : Number(row.blanketpoamount),
    servicehold: row.servicehold,
    notes: row.notes,
    billingnotes: row.billingnotes,
    risklevel: row.risklevel,
    evergreen: row.evergreen,
    renewalspecialist: row.renewalspecialist,
    showpricing: row.showpricing,
    billingdisplay: {
      showlaborrates: row.showlaborrates,
      showpartsprices: row.showpartsprices,
      showfreight: row.showfreight,
      showtax: row.showtax,
      showtotals: row.showtotals,
      showhours: row.showhours,
      showponumber: row.showponumber,
    },
  },
})
