import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveFindCompanies } from "../shared/companies.ts"
import { adminAgreementsMachine, type SaveAgreementsInput } from "./admin-agreements.machine.ts"

/** Live actors: GET /v1/companies, GET and PUT /v1/company/:id/agreements. */
export const makeAdminAgreementsActors = (runtime: PortalRuntime) => ({
  findCompanies: liveFindCompanies(runtime),
  fetchAgreements: effectActor(runtime, (input: { companyId: number }) =>
    withClient((client) =>
      Effect.map(client.admin.companyAgreements({ params: { id: input.companyId } }), (a) => a.agreementInfo),
    ),
  ),
  saveAgreements: effectActor(runtime, (input: SaveAgreementsInput) =>
    withClient((client) =>
      Effect.map(
        client.admin.saveCompanyAgreements({
          params: { id: input.companyId },
          payload: { agreements: input.agreements },
        }),
        (a) => a.agreementInfo,
      ),
    ),
  ),
})

export const liveAdminAgreementsMachine = (runtime: PortalRuntime) =>
  adminAgreementsMachine.provide({ actors: makeAdminAgreementsActors(runtime) })
