import { Effect } from "effect"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { impersonationPickerMachine } from "./impersonation-picker.machine.ts"

/** Live actors: GET /v1/impersonation/candidates and GET /v1/admin/impersonations. */
export const makeImpersonationPickerActors = (runtime: PortalRuntime) => ({
  findCandidates: effectActor(runtime, (input: { search: string }) =>
    withClient((client) =>
      Effect.map(client.impersonation.candidates({ query: { search: input.search } }), (a) => a.items),
    ),
  ),
  fetchLog: effectTask(
    runtime,
    withClient((client) => client.admin.impersonations({ query: { pl: 20 } })),
  ),
})

export const liveImpersonationPickerMachine = (runtime: PortalRuntime) =>
  impersonationPickerMachine.provide({ actors: makeImpersonationPickerActors(runtime) })
