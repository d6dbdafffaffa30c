import { Effect } from "effect"
import { distinctSalesAgreements, toTeamMember } from "../../domain/navigation.ts"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { navigationMachine } from "./navigation.machine.ts"
import type { AccountTeamMember, NavigationAgreement } from "./navigation.types.ts"

/** One GET /v1/agreement/:id per distinct sales rep; a failed lookup only drops that member. */
const fetchTeam = (agreements: ReadonlyArray<NavigationAgreement>) =>
  Effect.forEach(
    distinctSalesAgreements(agreements),
    (ref) =>
      withClient((client) => client.shell.agreement({ params: { id: ref.agreementid } })).pipe(
        Effect.map((answer) => toTeamMember(answer.item)),
        Effect.orElseSucceed(() => null),
      ),
    { concurrency: 4 },
  ).pipe(
    Effect.map(
      (members): ReadonlyArray<AccountTeamMember> =>
        members.filter((m): m is AccountTeamMember => m !== null),
    ),
  )

/** Live navigation actors over the portal runtime. */
export const makeNavigationActors = (runtime: PortalRuntime) => ({
  fetchLeftMenu: effectTask(
    runtime,
    withClient((client) => client.shell.leftMenu()).pipe(Effect.map((answer) => answer.TicketCounts)),
  ),
  fetchAccountTeam: effectActor(runtime, (input: { agreements: ReadonlyArray<NavigationAgreement> }) =>
    fetchTeam(input.agreements),
  ),
  confirmPolicy: effectTask(
    runtime,
    withClient((client) => client.account.policyConfirmation()).pipe(Effect.asVoid),
  ),
})

/** The navigation machine wired to the runtime. */
export const liveNavigationMachine = (runtime: PortalRuntime) =>
  navigationMachine.provide({ actors: makeNavigationActors(runtime) })
