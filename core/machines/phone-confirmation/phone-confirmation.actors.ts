import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { phoneConfirmationMachine } from "./phone-confirmation.machine.ts"

/** Live actor: PATCH /v1/user/:id with `{ phonenumber }`. */
export const makePhoneConfirmationActors = (runtime: PortalRuntime) => ({
  savePhone: effectActor(runtime, (input: { userId: number; phonenumber: string }) =>
    withClient((client) =>
      client.users.update({ params: { id: input.userId }, payload: { phonenumber: input.phonenumber } }),
    ),
  ),
})

/** Start with `{ input: { userId, phonenumber } }`. */
export const livePhoneConfirmationMachine = (runtime: PortalRuntime) =>
  phoneConfirmationMachine.provide({ actors: makePhoneConfirmationActors(runtime) })
