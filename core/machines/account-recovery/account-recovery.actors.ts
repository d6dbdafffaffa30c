import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { accountRecoveryMachine, type RecoveryRequest } from "./account-recovery.machine.ts"

/** Live actors: POST /v1/forgot or POST /v1/forgot/username. */
export const makeAccountRecoveryActors = (runtime: PortalRuntime) => ({
  sendRecovery: effectActor(runtime, (request: RecoveryRequest) =>
    withClient((client) =>
      request.kind === "password"
        ? client.password.forgot({ payload: { username: request.username } })
        : client.password.forgotUsername({ payload: { email: request.email } }),
    ),
  ),
})

/** The account recovery machine wired to the runtime. */
export const liveAccountRecoveryMachine = (runtime: PortalRuntime) =>
  accountRecoveryMachine.provide({ actors: makeAccountRecoveryActors(runtime) })
