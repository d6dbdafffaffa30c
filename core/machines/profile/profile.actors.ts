import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { ProfileChanges } from "../../domain/profile/profile-fields.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { profileMachine } from "./profile.machine.ts"

/** Live actors: GET /v1/user/:id and PATCH /v1/user/:id with the changed fields. */
export const makeProfileActors = (runtime: PortalRuntime) => ({
  loadUser: effectActor(runtime, (input: { userId: number }) =>
    withClient((client) => client.shell.user({ params: { id: input.userId }, query: {} })),
  ),
  saveProfile: effectActor(runtime, (input: { userId: number; changes: ProfileChanges }) =>
    withClient((client) => client.profile.update({ params: { id: input.userId }, payload: input.changes })),
  ),
})

/** Start with `{ input: { userId } }`. */
export const liveProfileMachine = (runtime: PortalRuntime) =>
  profileMachine.provide({ actors: makeProfileActors(runtime) })
