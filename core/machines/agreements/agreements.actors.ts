import { Effect } from "effect"
import { PAGE_SIZES } from "../../domain/constants.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveFetchAccounts } from "../shared/accounts.ts"
import { agreementsMachine } from "./agreements.machine.ts"

/**
 * Live agreement actors: the caller's agreements (GET /v1/agreements) or an account's
 * (GET /v1/salesforceaccounts/:id/agreements), the accounts (GET /v1/salesforceaccounts), and one
 * agreement (GET /v1/agreement/:id) with its locations (GET /v1/contracts, page size 1000).
 */
export const makeAgreementsActors = (runtime: PortalRuntime) => ({
  fetchAccounts: liveFetchAccounts(runtime),
  fetchAgreements: effectActor(runtime, (input: { account: number | null }) =>
    input.account === null
      ? withClient((client) => client.shell.agreements({ query: {} })).pipe(Effect.map((a) => a.results))
      : withClient((client) => client.shell.salesforceAgreements({ params: { id: input.account! } })).pipe(
          Effect.map((a) => a.Agreements),
        ),
  ),
  fetchAgreement: effectActor(runtime, (input: { agreementid: number }) =>
    Effect.all(
      {
        agreement: withClient((client) => client.shell.agreement({ params: { id: input.agreementid } })),
        locations: withClient((client) =>
          client.shell.contracts({
            query: { agreementid: input.agreementid, pl: PAGE_SIZES.agreementLocations },
          }),
        ),
      },
      { concurrency: 2 },
    ).pipe(
      Effect.map(({ agreement, locations }) => ({
        agreement: agreement.item,
        locations: locations.AgreementLocations,
      })),
    ),
  ),
})

export const liveAgreementsMachine = (runtime: PortalRuntime) =>
  agreementsMachine.provide({ actors: makeAgreementsActors(runtime) })
