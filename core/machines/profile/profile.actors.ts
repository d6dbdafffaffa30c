import { Effect } from "effect"
import { fetchFullUser } from "../shared/full-user.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { ProfileChanges } from "../../domain/profile/profile-fields.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeLookupCountry } from "../shared/country-lookup.ts"
import { profileMachine } from "./profile.machine.ts"

/**
 * Live actors: GET /v1/user/:id, PATCH /v1/user/:id with the changed fields, and the configured
 * IP-to-country lookup for the phone input.
 */
export const makeProfileActors = (runtime: PortalRuntime) => ({
  loadUser: effectActor(runtime, (input: { userId: number }) =>
    withClient((client) =>
      Effect.map(fetchFullUser(client, input.userId), (item) => ({ status: "success", item })),
    ),
  ),
  saveProfile: effectActor(runtime, (input: { userId: number; changes: ProfileChanges }) =>
    withClient((client) => client.users.update({ params: { id: input.userId }, payload: input.changes })),
  ),
  lookupCountry: makeLookupCountry(runtime),
})

/** Start with `{ input: { userId, lookupUrl? } }`. */
export const liveProfileMachine = (runtime: PortalRuntime) =>
  profileMachine.provide({ actors: makeProfileActors(runtime) })
