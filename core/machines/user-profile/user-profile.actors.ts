import { Effect, Schema } from "effect"
import { fetchFullUser } from "../shared/full-user.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { User } from "../../schema/user.ts"
import { type PermissionsChange, userProfileMachine } from "./user-profile.machine.ts"

/** Live profile actors: the record, sign-in count, timeline and permissions in parallel; POST /v1/permissions. */
export const makeUserProfileActors = (runtime: PortalRuntime) => ({
  loadProfile: effectActor(runtime, ({ userid }: { userid: number }) =>
    withClient((client) =>
      Effect.all(
        {
          user: fetchFullUser(client, userid),
          loginCount: client.account.loginCount({ params: { id: userid } }).pipe(Effect.map((a) => a.count)),
          timeline: client.users.timeline({ params: { id: userid }, query: { limit: 20 } }),
          permissions: client.users.permissions({ params: { userId: userid } }),
        },
        { concurrency: "unbounded" },
      ),
    ),
  ),
  savePermissions: effectActor(runtime, (input: { userid: number; change: PermissionsChange }) =>
    withClient((client) =>
      client.users.savePermissions({ payload: { userId: input.userid, ...input.change } }),
    ),
  ),
})

export const liveUserProfileMachine = (runtime: PortalRuntime) =>
  userProfileMachine.provide({ actors: makeUserProfileActors(runtime) })
