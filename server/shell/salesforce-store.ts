import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, inScope, scopeCondition } from "../auth/scope.ts"
import { companyAgreements } from "./agreement-store.ts"
import { computed } from "../db/rows.ts"
import { companies } from "../db/schema.ts"
import { queryRows } from "../services.ts"

/**
 * GET /v1/salesforceaccounts: the customer companies in scope that hold agreements (an account group
 * is a customer company; its groupID is the company id), by name.
 */
export const listSalesforceAccounts = (scope: CompanyScope) =>
  queryRows(
    { groupID: companies.companyid, name: companies.companyname, agreementcount: computed<number>() },
    sql`SELECT c.companyid AS "groupID", c.companyname AS name, count(a.agreementid)::int AS agreementcount
        FROM companies c JOIN agreements a ON a.companyid = c.companyid
        WHERE ${scopeCondition(scope, "c.companyid")}
        GROUP BY c.companyid, c.companyname ORDER BY c.companyname`,
  )

/** GET /v1/salesforceaccounts/:id/agreements; 404 for an account outside the scope. */
export const salesforceAgreements = Effect.fn("salesforceAgreements")(function* (
  scope: CompanyScope,
  groupID: number,
) {
  if (!inScope(scope, groupID)) return yield* new NotFound({ message: `Account ${groupID} was not found` })
  return yield* companyAgreements(groupID)
})
