import { assign, emit, forwardTo, sendTo, setup } from "xstate"
import { activationConfirm } from "../../domain/users/users-page-rules.ts"
import type { ConfirmOptions } from "../../domain/dialogs.ts"
import type { User } from "../../schema/user.ts"
import {
  type UserEditorEmitted,
  type UserEditorEvent,
  userEditorMachine,
} from "../user-editor/user-editor.machine.ts"
import { type UserListEvent, type UserListInput, userListMachine } from "../user-list/user-list.machine.ts"

/** What the question names and the write needs of the user a row shows. */
export type ActivationTarget = Pick<User, "userid" | "firstname" | "lastname" | "useractive">

/** Activating or deactivating a user from the list asks first (`confirming`). */
export type ActivationEvent =
  | { readonly type: "activation.ask"; readonly user: ActivationTarget }
  | { readonly type: "activation.confirm" }
  | { readonly type: "activation.cancel" }

export type UsersPageEvent = UserListEvent | UserEditorEvent | UserEditorEmitted | ActivationEvent

export interface UsersPageContext {
  readonly params: UserListInput["params"]
  /** The user whose activation waits for an answer. */
  readonly activating: ActivationTarget | null
}

/** The question while one is asked ('Deactivate Ann User?'); null otherwise. */
export const activationQuestion = (context: UsersPageContext): ConfirmOptions | null =>
  context.activating === null ? null : activationConfirm(context.activating)

/**
 * The Users page: the list and the editor (with its dialog's draft) as children. A saved write
 * refreshes the list (forced: the same request must fetch again); the editor's toasts are passed on
 * to the host, which only shows them. Activating or deactivating from the list waits in `confirming`
 * for the answer to its question.
 */
export const usersPageMachine = setup({
  types: {} as {
    events: UsersPageEvent
    input: UserListInput | undefined
    emitted: UserEditorEmitted
    context: UsersPageContext
    children: { list: "userList"; editor: "userEditor" }
  },
  actors: { userList: userListMachine, userEditor: userEditorMachine },
}).createMachine({
  id: "usersPage",
  context: ({ input }) => ({ params: input?.params ?? {}, activating: null }),
  initial: "ready",
  states: {
    ready: {
      on: {
        "activation.ask": {
          target: "confirming",
          actions: assign({ activating: ({ event }) => event.user }),
        },
      },
    },
    confirming: {
      on: {
        "activation.confirm": {
          target: "ready",
          actions: [
            sendTo("editor", ({ context }) => ({
              type: "editor.setActive" as const,
              userid: context.activating!.userid,
              active: !context.activating!.useractive,
            })),
            assign({ activating: null }),
          ],
        },
        "activation.cancel": { target: "ready", actions: assign({ activating: null }) },
      },
    },
  },
  invoke: [
    { id: "list", src: "userList", input: ({ context }) => ({ params: context.params }) },
    { id: "editor", src: "userEditor" },
  ],
  on: {
    "list.urlChange": { actions: forwardTo("list") },
    "list.load": { actions: forwardTo("list") },
    "list.refresh": { actions: forwardTo("list") },
    "list.pageNext": { actions: forwardTo("list") },
    "list.pagePrev": { actions: forwardTo("list") },
    "list.pageSet": { actions: forwardTo("list") },
    "list.pageSizeChange": { actions: forwardTo("list") },
    "list.sortChange": { actions: forwardTo("list") },
    "list.statusChange": { actions: forwardTo("list") },
    "list.searchChange": { actions: forwardTo("list") },
    "editor.create": { actions: forwardTo("editor") },
    "editor.update": { actions: forwardTo("editor") },
    "editor.setActive": { actions: forwardTo("editor") },
    "editor.dismiss": { actions: forwardTo("editor") },
    "editor.open": { actions: forwardTo("editor") },
    "editor.edit": { actions: forwardTo("editor") },
    "editor.blur": { actions: forwardTo("editor") },
    "editor.phone": { actions: forwardTo("editor") },
    "editor.submit": { actions: forwardTo("editor") },
    "editor.close": { actions: forwardTo("editor") },
    "toast.show": { actions: emit(({ event }) => event) },
    "editor.saved": {
      actions: [sendTo("list", { type: "list.refresh", force: true }), emit(({ event }) => event)],
    },
  },
})
