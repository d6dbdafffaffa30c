import { Effect } from "effect"
import { fetchFullUser } from "../shared/full-user.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type PermissionsChange, userProfileMachine } from "./user-profile.machine.ts"

/** Live profile actors: the record, then sign-in count, timeline and permissions in parallel; POST /v1/permissions. */
export const makeUserProfileActors = (runtime: PortalRuntime) => ({
  // The record first: a user out of the caller's scope answers 404 there and that typed failure is
  // what the screen reads ("This user was not found."). Only then the rest in parallel, so a failure
  // of theirs cannot race the record's and arrive as another error.
  loadProfile: effectActor(runtime, ({ userid }: { userid: number }) =>
    withClient((client) =>
      Effect.flatMap(fetchFullUser(client, userid), (user) =>
        Effect.all(
          {
            user: Effect.succeed(user),
            loginCount: client.account
              .loginCount({ params: { id: userid } })
              .pipe(Effect.map((a) => a.count)),
            timeline: client.users.timeline({ params: { id: userid }, query: { limit: 20 } }),
            permissions: client.users.permissions({ params: { userId: userid } }),
          },
          { concurrency: "unbounded" },
        ),
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
