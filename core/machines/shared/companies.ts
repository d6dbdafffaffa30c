import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { Company } from "../../schema/admin.ts"
import { companyListQuery } from "../../schema/company-list-query.ts"
import { providedByRuntime } from "./provided-by-runtime.ts"

/**
 * The company lookup of the staff screens (company agreements, transfer a user): up to `limit`
 * companies whose name contains `search` (GET /v1/companies). A machine declares `findCompanies`
 * among its actors; the live actor is `liveFindCompanies(runtime)`.
 */
export interface FindCompaniesInput {
  readonly search: string
  readonly limit: number
}

export type CompaniesFailure = EndpointFailure<"admin", "companies">

export const findCompanies = providedByRuntime<ReadonlyArray<Company>, FindCompaniesInput, CompaniesFailure>(
  "findCompanies",
)

export const liveFindCompanies = (runtime: PortalRuntime) =>
  effectActor(runtime, (input: FindCompaniesInput) =>
    withClient((client) =>
      Effect.map(
        client.admin.companies({
          query: companyListQuery(input),
        }),
        (a) => a.items,
      ),
    ),
  )
