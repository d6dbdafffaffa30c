import { assign, enqueueActions, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewUser, UserSaved, UserUpdate } from "../../schema/user-admin.ts"
import type { User } from "../../schema/user.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type Toast, type ToastEmitted, toastEvent } from "../shared/toast.ts"
import { openDraft, submitDraft, type UserDraft, type UserWrite } from "./user-draft.ts"
import type { UserFormValues } from "./user-form.ts"

export type { UserDraft, UserWrite } from "./user-draft.ts"

export type UserEditorFailure = EndpointFailure<"users", "create"> | EndpointFailure<"users", "update">

export type UserEditorEvent =
  | { readonly type: "editor.create"; readonly payload: NewUser }
  | { readonly type: "editor.update"; readonly userid: number; readonly changes: UserUpdate }
  | { readonly type: "editor.setActive"; readonly userid: number; readonly active: boolean }
  | { readonly type: "editor.dismiss" }
  /** Opens the dialog on a user (null: a new one, in `companyid`); `callerRole` bounds its roles. */
  | {
      readonly type: "editor.open"
      readonly user: User | null
      readonly companyid: number
      readonly callerRole: number
    }
  | { readonly type: "editor.edit"; readonly changes: Partial<UserFormValues> }
  | { readonly type: "editor.submit" }
  | { readonly type: "editor.close" }

/** Announced after a write was accepted: the page refreshes its list. */
export type UserEditorSaved = {
  readonly type: "editor.saved"
  readonly write: UserWrite["kind"]
  readonly user: User
}
export type UserEditorEmitted = UserEditorSaved | ToastEmitted

export interface UserEditorContext {
  readonly pending: UserWrite | null
  readonly saved: User | null
  readonly error: UserEditorFailure | null
  /**
   * The open dialog's draft; absent while the dialog is closed (so a log's snapshots of the editor
   * without its dialog read as before the dialog moved here).
   */
  readonly draft?: UserDraft | undefined
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
    "editor.submit": {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.draft === undefined) return
        const outcome = submitDraft(context.draft)
        if (outcome.kind === "unchanged") return enqueue.assign({ draft: undefined })
        enqueue.assign({ draft: { ...context.draft, touched: true } })
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
