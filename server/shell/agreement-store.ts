import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Agreement, AgreementContact, AgreementSummary } from "../../core/schema/agreement.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { query } from "../services.ts"
import { isoOrNull } from "../lists/rows.ts"

/** 404 for an agreement that is missing or outside the caller's scope. */
export const agreementNotFound = (agreementid: number) =>
  new NotFound({ message: `Agreement ${agreementid} was not found` })

type Stamp = Date | string | null

interface SummaryRow extends Omit<AgreementSummary, "commencementdate" | "expirationdate"> {
  commencementdate: Stamp
  expirationdate: Stamp
}

const summaryColumns = sql.raw(`a.agreementid, a.agreementname, a.active, a.contracttype,
  a.companyid AS customerid, c.companyname AS customername, a.commencementdate, a.expirationdate,
  CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END AS salesfullname,
  r.email AS salesemail`)

const toSummary = (row: SummaryRow): AgreementSummary => ({
  ...row,
  commencementdate: isoOrNull(row.commencementdate),
  expirationdate: isoOrNull(row.expirationdate),
})

/** Agreements of the companies the condition names, optionally only active ones, ordered by id. */
const summaries = (where: ReturnType<typeof sql>, active: boolean | undefined) =>
  Effect.map(
    query<SummaryRow>(
      sql`SELECT ${summaryColumns} FROM agreements a JOIN companies c ON c.companyid = a.companyid
          LEFT JOIN sales_reps r ON r.salesid = a.salesid
          WHERE ${where} ${active === undefined ? sql.empty() : sql`AND a.active = ${active}`}
          ORDER BY a.agreementid`,
    ),
    (rows) => rows.map(toSummary),
  )

/** Agreements in scope, optionally only active ones, ordered by id. */
export const listAgreements = (scope: CompanyScope, active: boolean | undefined) =>
  summaries(scopeCondition(scope, "a.companyid"), active)

/** Agreements of one company (an account group), all of them. */
export const companyAgreements = (companyid: number) => summaries(sql`a.companyid = ${companyid}`, undefined)

interface AgreementRow extends Omit<Agreement, "commencementdate" | "expirationdate" | "details"> {
  commencementdate: Stamp
  expirationdate: Stamp
  grouptagid: number | null
  createddate: Stamp
  servicedate: Stamp
  durationmonths: number | null
  paymentterms: string | null
  invoicefrequency: string | null
  maincontact: AgreementContact | null
  billingcontact: AgreementContact | null
  taxstatus: string | null
  ponumber: string | null
  poexpiration: Stamp
  porequired: boolean
  blanketpoamount: string | number | null
  servicehold: boolean
  notes: string | null
  billingnotes: string | null
  risklevel: string | null
  evergreen: boolean
  renewalspecialist: string | null
  showpricing: boolean
}

const contactOf = (c: AgreementContact | null): AgreementContact | null =>
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

const toAgreement = (row: AgreementRow): Agreement => ({
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
  },
})

/** One agreement with its sales representative and full record; 404 when missing or out of scope. */
export const findAgreement = Effect.fn("findAgreement")(function* (scope: CompanyScope, id: number) {
  const [row] = yield* query<AgreementRow>(
    sql`SELECT a.agreementid, a.agreementname, a.active, a.contracttype, a.companyid AS customerid,
            c.companyname AS customername, a.commencementdate, a.expirationdate,
            r.salesid, r.firstname AS salesfirstname, r.lastname AS saleslastname,
            CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END AS salesfullname,
            r.title AS salestitle, r.email AS salesemail, r.photo_url AS salesprofilepic, NULL AS salesprofileicon,
            a.grouptagid, a.createddate, a.servicedate, a.durationmonths, a.paymentterms, a.invoicefrequency,
            a.maincontact, a.billingcontact, a.taxstatus, a.ponumber, a.poexpiration, a.porequired,
            a.blanketpoamount, a.servicehold, a.notes, a.billingnotes, a.risklevel, a.evergreen,
            a.renewalspecialist, a.showpricing
     FROM agreements a JOIN companies c ON c.companyid = a.companyid
     LEFT JOIN sales_reps r ON r.salesid = a.salesid
     WHERE a.agreementid = ${id} AND ${scopeCondition(scope, "a.companyid")}`,
  )
  if (!row) return yield* agreementNotFound(id)
  return toAgreement(row)
})
