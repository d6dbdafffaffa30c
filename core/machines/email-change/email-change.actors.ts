import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { emailChangeMachine } from "./email-change.machine.ts"

/** Live actors: GET /v1/user/:id/emailchangerequests and POST /v1/user/email/:id. */
export const makeEmailChangeActors = (runtime: PortalRuntime) => ({
  loadPending: effectActor(runtime, (input: { userId: number }) =>
    withClient((client) => client.profile.emailChangeRequests({ params: { id: input.userId } })),
  ),
  requestChange: effectActor(runtime, (input: { userId: number; newEmail: string }) =>
    withClient((client) =>
      client.profile.requestEmailChange({
        params: { id: input.userId },
        payload: { newEmail: input.newEmail },
      }),
    ),
  ),
})

/** Start with `{ input: { userId } }`. */
export const liveEmailChangeMachine = (runtime: PortalRuntime) =>
  emailChangeMachine.provide({ actors: makeEmailChangeActors(runtime) })
