import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { companyListQuery } from "../../schema/company-list-query.ts"
import { adminCompaniesMachine, type CompanyChange } from "./admin-companies.machine.ts"

const describe = (change: CompanyChange, name: string) =>
  change.kind === "create" ? `${name} was created` : `The company is now named ${name}`

/** Live actors: GET /v1/companies, POST /v1/company/, PATCH and DELETE /v1/company/:id. */
export const makeAdminCompaniesActors = (runtime: PortalRuntime) => ({
  fetchCompanies: effectActor(runtime, (input: { search: string; offset: number; limit: number }) =>
    withClient((client) =>
      client.admin.companies({
        query: companyListQuery(input),
      }),
    ),
  ),
  changeCompany: effectActor(runtime, (change: CompanyChange) =>
    withClient((client) => {
      if (change.kind === "delete")
        return Effect.map(client.admin.deleteCompany({ params: { id: change.id } }), (a) => ({
          message: a.message,
        }))
      const saved =
        change.kind === "create"
          ? client.admin.createCompany({ payload: { companyName: change.companyName } })
          : client.admin.renameCompany({
              params: { id: change.id },
              payload: { company: { companyName: change.companyName } },
            })
      return Effect.map(saved, (a) => ({ message: describe(change, a.item.companyName) }))
    }),
  ),
})

export const liveAdminCompaniesMachine = (runtime: PortalRuntime) =>
  adminCompaniesMachine.provide({ actors: makeAdminCompaniesActors(runtime) })
