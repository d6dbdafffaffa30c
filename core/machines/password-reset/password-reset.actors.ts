import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { passwordResetMachine } from "./password-reset.machine.ts"

/** Live actors: GET and POST /v1/reset/:token. */
export const makePasswordResetActors = (runtime: PortalRuntime) => ({
  checkToken: effectActor(runtime, (input: { token: string }) =>
    withClient((client) => client.password.checkToken({ params: { token: input.token } })),
  ),
  savePassword: effectActor(runtime, (input: { token: string; password: string }) =>
    withClient((client) =>
      client.password.reset({ params: { token: input.token }, payload: { password: input.password } }),
    ),
  ),
})

/** The password reset machine wired to the runtime. Start it with `{ input: { token } }`. */
export const livePasswordResetMachine = (runtime: PortalRuntime) =>
  passwordResetMachine.provide({ actors: makePasswordResetActors(runtime) })
