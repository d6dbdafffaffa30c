import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Agreement, AgreementSummary } from "../../core/schema/agreement.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { query } from "../services.ts"

/** 404 for an agreement that is missing or outside the caller's scope. */
export const agreementNotFound = (agreementid: number) =>
  new NotFound({ message: `Agreement ${agreementid} was not found` })

/** Agreements in scope, optionally only active ones, ordered by id. */
export const listAgreements = (scope: CompanyScope, active: boolean | undefined) =>
  query<AgreementSummary>(
    sql`SELECT agreementid, agreementname, active FROM agreements
        WHERE ${scopeCondition(scope, "companyid")} ${active === undefined ? sql.empty() : sql`AND active = ${active}`}
        ORDER BY agreementid`,
  )

interface AgreementRow extends Omit<Agreement, "commencementdate" | "expirationdate"> {
  commencementdate: Date | string | null
  expirationdate: Date | string | null
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** One agreement with its sales representative; 404 when missing or out of scope. */
export const findAgreement = Effect.fn("findAgreement")(function* (scope: CompanyScope, id: number) {
  const [row] = yield* query<AgreementRow>(
    sql`SELECT a.agreementid, a.agreementname, a.active, a.contracttype, a.companyid AS customerid,
            c.companyname AS customername, a.commencementdate, a.expirationdate,
            r.salesid, r.firstname AS salesfirstname, r.lastname AS saleslastname,
            CASE WHEN r.salesid IS NULL THEN NULL ELSE r.firstname || ' ' || r.lastname END AS salesfullname,
            r.title AS salestitle, r.email AS salesemail, r.photo_url AS salesprofilepic, NULL AS salesprofileicon
     FROM agreements a JOIN companies c ON c.companyid = a.companyid
     LEFT JOIN sales_reps r ON r.salesid = a.salesid
     WHERE a.agreementid = ${id} AND ${scopeCondition(scope, "a.companyid")}`,
  )
  if (!row) return yield* agreementNotFound(id)
  return {
    ...row,
    commencementdate: iso(row.commencementdate),
    expirationdate: iso(row.expirationdate),
  } satisfies Agreement
})
