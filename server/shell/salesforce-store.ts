import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { SalesforceAccount } from "../../core/schema/agreement.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, inScope, scopeCondition } from "../auth/scope.ts"
import { query } from "../services.ts"
import { companyAgreements } from "./agreement-store.ts"

/**
 * GET /v1/salesforceaccounts: the customer companies in scope that hold agreements (an account group
 * is a customer company; its groupID is the company id), by name.
 */
export const listSalesforceAccounts = (scope: CompanyScope) =>
  query<SalesforceAccount>(
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
