import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type UserWrite, userEditorMachine } from "./user-editor.machine.ts"

/** Live editor actors: POST /v1/user for a new account, PATCH /v1/user/:id for changes. */
export const makeUserEditorActors = (runtime: PortalRuntime) => ({
  saveUser: effectActor(runtime, (write: UserWrite) =>
    withClient((client) =>
      write.kind === "create"
        ? client.users.create({ payload: write.payload })
        : client.users.update({ params: { id: write.userid }, payload: write.changes }),
    ),
  ),
})

export const liveUserEditorMachine = (runtime: PortalRuntime) =>
  userEditorMachine.provide({ actors: makeUserEditorActors(runtime) })
