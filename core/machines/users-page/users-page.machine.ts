import { emit, forwardTo, sendTo, setup } from "xstate"
import {
  type UserEditorEmitted,
  type UserEditorEvent,
  userEditorMachine,
} from "../user-editor/user-editor.machine.ts"
import { type UserListEvent, type UserListInput, userListMachine } from "../user-list/user-list.machine.ts"

export type UsersPageEvent = UserListEvent | UserEditorEvent | UserEditorEmitted

/**
 * The Users page: the list and the editor (with its dialog's draft) as children. A saved write
 * refreshes the list (forced: the same request must fetch again); the editor's toasts are passed on
 * to the host, which only shows them.
 */
export const usersPageMachine = setup({
  types: {} as {
    events: UsersPageEvent
    input: UserListInput | undefined
    emitted: UserEditorEmitted
    context: { readonly params: UserListInput["params"] }
    children: { list: "userList"; editor: "userEditor" }
  },
  actors: { userList: userListMachine, userEditor: userEditorMachine },
}).createMachine({
  id: "usersPage",
  context: ({ input }) => ({ params: input?.params ?? {} }),
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
