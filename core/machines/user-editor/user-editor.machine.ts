import { assign, enqueueActions, setup } from "xstate"
import type { UserSaved } from "../../schema/user-admin.ts"
import type { User } from "../../schema/user.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type Toast, toastEvent } from "../shared/toast.ts"
import { checkedDraft, openDraft, phoneStepped, submitDraft, type UserWrite } from "./user-draft.ts"
import type {
  UserEditorContext,
  UserEditorEmitted,
  UserEditorEvent,
  UserEditorFailure,
} from "./user-editor.types.ts"

export type { UserDraft, UserWrite } from "./user-draft.ts"
export type * from "./user-editor.types.ts"

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

const savedToast = (write: UserWrite["kind"], user: User): Toast => ({
  title: `${user.firstname} ${user.lastname} ${write === "create" ? "created; the setup link was mailed" : "saved"}`,
  tone: "success",
})
const failedToast = (failure: UserEditorFailure): Toast => ({
  title: "The change was not saved",
  tone: "error",
  failure,
})

/** A write starts from any resting state; while one saves, others wait for the answer (ignored). */
const WRITES = {
  "editor.create": { target: "saving", actions: "assignWrite" },
  "editor.update": { target: "saving", actions: "assignWrite" },
  "editor.setActive": { target: "saving", actions: "assignWrite" },
} as const

/**
 * Creating and editing users, activation and deactivation: idle until a write, saving (one at a
 * time), then saved or error; a failure keeps its typed error for the face to word. The dialog's
 * draft lives here: a submit checks it and becomes a write; an accepted write closes it. A failure
 * with no dialog open (or left open when the dialog closes) is announced as a toast.
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
            assign({ saved: ({ event }) => event.output.item, draft: undefined }),
            enqueueActions(({ context, event, enqueue, self }) => {
              const write = context.pending!.kind
              announce(enqueue, self, { type: "editor.saved", write, user: event.output.item })
              announce(enqueue, self, toastEvent(savedToast(write, event.output.item)))
            }),
          ],
        },
        onError: {
          target: "error",
          actions: enqueueActions(({ context, event, enqueue, self }) => {
            const error = failureOf(saveUser, event)
            enqueue.assign({ error })
            if (context.draft === undefined) announce(enqueue, self, toastEvent(failedToast(error)))
          }),
        },
      },
    },
  },
  on: {
    "editor.dismiss": { target: ".idle", actions: assign({ error: null, saved: null }) },
    "editor.open": {
      target: ".idle",
      actions: assign(({ event }) => ({
        error: null,
        saved: null,
        draft: openDraft(event.user, event.companyid, event.callerRole),
      })),
    },
    "editor.edit": {
      actions: assign({
        draft: ({ context, event }) =>
          context.draft && { ...context.draft, values: { ...context.draft.values, ...event.changes } },
      }),
    },
    "editor.blur": {
      actions: assign({
        draft: ({ context, event }) =>
          context.draft && checkedDraft(context.draft, { type: "blur", field: event.field }),
      }),
    },
    "editor.phone": {
      actions: assign({
        draft: ({ context, event }) => context.draft && phoneStepped(context.draft, event.event),
      }),
    },
    "editor.submit": {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.draft === undefined) return
        const outcome = submitDraft(context.draft)
        if (outcome.kind === "unchanged") return enqueue.assign({ draft: undefined })
        enqueue.assign({ draft: checkedDraft(context.draft, { type: "submit" }) })
        if (outcome.kind !== "write") return
        const w = outcome.write
        enqueue.raise(
          w.kind === "create"
            ? { type: "editor.create", payload: w.payload }
            : { type: "editor.update", userid: w.userid, changes: w.changes },
        )
      }),
    },
    "editor.close": {
      actions: enqueueActions(({ context, enqueue, self }) => {
        if (context.error !== null && context.draft !== undefined)
          announce(enqueue, self, toastEvent(failedToast(context.error)))
        enqueue.assign({ draft: undefined })
      }),
    },
  },
})
