import { assign, enqueueActions, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewUser, UserSaved, UserUpdate } from "../../schema/user-admin.ts"
import type { User } from "../../schema/user.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type UserEditorFailure = EndpointFailure<"users", "create"> | EndpointFailure<"users", "update">

/** One write: a new account, or changed fields of an existing one (activation included). */
export type UserWrite =
  | { readonly kind: "create"; readonly payload: NewUser }
  | { readonly kind: "update"; readonly userid: number; readonly changes: UserUpdate }

export type UserEditorEvent =
  | { readonly type: "editor.create"; readonly payload: NewUser }
  | { readonly type: "editor.update"; readonly userid: number; readonly changes: UserUpdate }
  | { readonly type: "editor.setActive"; readonly userid: number; readonly active: boolean }
  | { readonly type: "editor.dismiss" }

/** Announced after a write was accepted: the page refreshes its list, the face shows a toast. */
export type UserEditorEmitted = {
  readonly type: "editor.saved"
  readonly write: UserWrite["kind"]
  readonly user: User
}

export interface UserEditorContext {
  readonly pending: UserWrite | null
  readonly saved: User | null
  readonly error: UserEditorFailure | null
}

const saveUser = providedByRuntime<UserSaved, UserWrite, UserEditorFailure>("saveUser")

const writeOf = (event: UserEditorEvent): UserWrite | null => {
  switch (event.type) {
    case "editor.create":
      return { kind: "create", payload: event.payload }
    case "editor.update":
      return { kind: "update", userid: event.userid, changes: event.changes }
    case "editor.setActive":
      return { kind: "update", userid: event.userid, changes: { userActive: event.active } }
    default:
      return null
  }
}

/** A write starts from any resting state; while one saves, others wait for the answer (ignored). */
const WRITES = {
  "editor.create": { target: "saving", actions: "assignWrite" },
  "editor.update": { target: "saving", actions: "assignWrite" },
  "editor.setActive": { target: "saving", actions: "assignWrite" },
} as const

/**
 * Creating and editing users, activation and deactivation: idle until a write, saving (one at a
 * time), then saved or error; a failure keeps its typed error for the face to word.
 */
export const userEditorMachine = setup({
  types: {} as { context: UserEditorContext; events: UserEditorEvent; emitted: UserEditorEmitted },
  actors: { saveUser },
  actions: {
    assignWrite: assign(({ event }) => ({ pending: writeOf(event), error: null, saved: null })),
  },
}).createMachine({
  id: "userEditor",
  context: { pending: null, saved: null, error: null },
  initial: "idle",
  states: {
    idle: { on: WRITES },
    saved: { on: WRITES },
    error: { on: WRITES },
    saving: {
      invoke: {
        src: "saveUser",
        input: ({ context }) => context.pending!,
        onDone: {
          target: "saved",
          actions: [
            assign({ saved: ({ event }) => event.output.item }),
            enqueueActions(({ context, event, enqueue, self }) =>
              announce(enqueue, self, {
                type: "editor.saved",
                write: context.pending!.kind,
                user: event.output.item,
              }),
            ),
          ],
        },
        onError: { target: "error", actions: assign({ error: ({ event }) => failureOf(saveUser, event) }) },
      },
    },
  },
  on: {
    "editor.dismiss": { target: ".idle", actions: assign({ error: null, saved: null }) },
  },
})
