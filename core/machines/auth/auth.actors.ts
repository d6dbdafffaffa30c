import { Effect } from "effect"
import { fetchFullUser } from "../shared/full-user.ts"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { clearSession, writeSession } from "../../runtime/session-store.ts"
import type { Credentials, Session } from "./auth.types.ts"
import { authMachine } from "./auth.machine.ts"
import { liveImpersonationMachine } from "../impersonation/impersonation.actors.ts"

/** Live auth actors over the portal runtime. */
export const makeAuthActors = (runtime: PortalRuntime) => ({
  signIn: effectActor(runtime, (credentials: Credentials) =>
    withClient((client) => client.auth.login({ payload: credentials })),
  ),
  fetchLoginAttempts: effectActor(runtime, (input: { username: string }) =>
    withClient((client) => client.auth.loginAttempts({ payload: { username: input.username } })),
  ),
  fetchUser: effectActor(runtime, (input: { userID: number }) =>
    withClient((client) => fetchFullUser(client, input.userID)),
  ),
  fetchExpired: effectTask(
    runtime,
    withClient((client) => client.account.expired()),
  ),
  // The spec's forced update (and a change by choice): a token for the own account, given its current
  // password, then the reset call; its answer holds the new session (the change ended the old one).
  requestUpdateToken: effectActor(runtime, (input: { userID: number; currentPassword: string }) =>
    withClient((client) =>
      client.account.newToken({ payload: { userId: input.userID, currentPassword: input.currentPassword } }),
    ),
  ),
  updatePassword: effectActor(runtime, (input: { token: string; password: string }) =>
    withClient((client) =>
      Effect.gen(function* () {
        const result = yield* client.password.reset({
          params: { token: input.token },
          payload: { password: input.password },
        })
        if (result.session === null)
          return yield* Effect.die(new Error("The update answered without a session"))
        return result.session
      }),
    ),
  ),
  // GET /v1/logout also counts a 401 as done: the session is gone either way.
  signOut: effectTask(
    runtime,
    withClient((client) => client.account.logout()).pipe(
      Effect.asVoid,
      Effect.catchTag("Unauthorized", () => Effect.void),
    ),
  ),
})

/** Live storage actions: the session lives under `session`; ending it clears the per-session keys. */
export const makeAuthActions = (runtime: Pick<PortalRuntime, "storage">) => ({
  storeSession: (_: unknown, params: { session: Session }) => writeSession(runtime.storage, params.session),
  clearStoredSession: () => clearSession(runtime.storage),
})

/** The auth machine wired to the runtime. Start it with `{ input: { session: readSession(runtime.storage) } }`. */
export const liveAuthMachine = (runtime: PortalRuntime) =>
  authMachine.provide({
    actors: { ...makeAuthActors(runtime), impersonation: liveImpersonationMachine(runtime) },
    actions: makeAuthActions(runtime),
  })
