import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import {
  agreementRow,
  BILLING_DISPLAY_COLUMNS,
  summaryColumns,
  summaryRow,
  toAgreement,
  toSummary,
} from "./agreement-rows.ts"

/** 404 for an agreement that is missing or outside the caller's scope. */
export const agreementNotFound = (agreementid: number) =>
  new NotFound({ message: `Agreement ${agreementid} was not found` })

/** Agreements of the companies the condition names, optionally only active ones, ordered by id. */
const summaries = (where: ReturnType<typeof sql>, active: boolean | undefined) =>
  Effect.map(
    queryRows(
      summaryRow,
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

/** One agreement with its sales representative and full record; 404 when missing or out of scope. */
export const findAgreement = Effect.fn("findAgreement")(function* (scope: CompanyScope, id: number) {
  const [row] = yield* queryRows(
    agreementRow,
    sql`SELECT a.agreementid, a.agreementname, a.active, a.contracttype, a.companyid AS customerid,
            c.companyname AS customername, a.commencementdate, a.expirationdate,
            r.salesid, r.firstname AS salesfirstname, r.lastname AS saleslastname,
            CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END AS salesfullname,
            r.title AS salestitle, r.email AS salesemail, r.photo_url AS salesprofilepic, NULL AS salesprofileicon,
            a.grouptagid, a.createddate, a.servicedate, a.durationmonths, a.paymentterms, a.invoicefrequency,
            a.maincontact, a.billingcontact, a.taxstatus, a.ponumber, a.poexpiration, a.porequired,
            a.blanketpoamount, a.servicehold, a.notes, a.billingnotes, a.risklevel, a.evergreen,
            a.renewalspecialist, a.showpricing, ${sql.raw(BILLING_DISPLAY_COLUMNS.map((c) => `a.${c}`).join(", "))}
     FROM agreements a JOIN companies c ON c.companyid = a.companyid
     LEFT JOIN sales_reps r ON r.salesid = a.salesid
     WHERE a.agreementid = ${id} AND ${scopeCondition(scope, "a.companyid")}`,
  )
  if (!row) return yield* agreementNotFound(id)
  return toAgreement(row)
})
