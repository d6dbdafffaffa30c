import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type FetchUsersInput, userListMachine } from "./user-list.machine.ts"

/** Live user list actors: `fetchPage` is GET /v1/users with the typed query the machine built. */
export const makeUserListActors = (runtime: PortalRuntime) => ({
  fetchPage: effectActor(runtime, (input: FetchUsersInput) =>
    withClient((client) => client.users.list({ query: input.query })),
  ),
})

/** The user list machine wired to the runtime. */
export const liveUserListMachine = (runtime: PortalRuntime) =>
  userListMachine.provide({ actors: makeUserListActors(runtime) })
