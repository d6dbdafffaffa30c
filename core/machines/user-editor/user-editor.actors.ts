import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { checkPayload } from "../../schema/payload-check.ts"
import { NewUser, UserUpdate } from "../../schema/user-admin.ts"
import { type UserWrite, userEditorMachine } from "./user-editor.machine.ts"

/**
 * Live editor actors: POST /v1/user for a new account, PATCH /v1/user/:id for changes. The body is
 * checked against the contract first, so a value it refuses fails as a BadRequest naming the field
 * (with the shared rule's message), as the server would answer, and nothing is sent.
 */
export const makeUserEditorActors = (runtime: PortalRuntime) => ({
  saveUser: effectActor(runtime, (write: UserWrite) =>
    withClient((client) =>
      write.kind === "create"
        ? Effect.andThen(
            checkPayload(NewUser, write.payload),
            client.users.create({ payload: write.payload }),
          )
        : Effect.andThen(
            checkPayload(UserUpdate, write.changes),
            client.users.update({ params: { id: write.userid }, payload: write.changes }),
          ),
    ),
  ),
})

export const liveUserEditorMachine = (runtime: PortalRuntime) =>
  userEditorMachine.provide({ actors: makeUserEditorActors(runtime) })
