import { Effect } from "effect"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { impersonationMachine } from "./impersonation.machine.ts"

/** Live impersonation actors: POST /v1/impersonation/start and /end. */
export const makeImpersonationActors = (runtime: PortalRuntime) => ({
  startImpersonation: effectActor(runtime, (input: { userID: number }) =>
    withClient((client) => client.impersonation.start({ payload: { userID: input.userID } })),
  ),
  endImpersonation: effectTask(
    runtime,
    withClient((client) => client.impersonation.end()),
  ),
})

/** A failed start or end goes to the runtime's log (the event log records the machine's error too). */
export const logImpersonationFailure =
  (runtime: PortalRuntime) => (_: unknown, params: { action: string; failure: unknown }) =>
    void runtime.runPromise(
      Effect.logWarning(
        `Impersonation ${params.action} failed`,
        (params.failure as { _tag?: string })?._tag ?? "unknown",
      ),
    )

/**
 * The machine wired to the runtime. Hosts with pages add `clearViewData` and `goTo` (the browser);
 * the CLI has no page and keeps the defaults.
 */
export const liveImpersonationMachine = (runtime: PortalRuntime) =>
  impersonationMachine.provide({
    actors: makeImpersonationActors(runtime),
    actions: { logFailure: logImpersonationFailure(runtime) },
  })
