import type { ActorRefFrom } from "xstate"
import type { userEditorMachine } from "../../../core/machines/user-editor/user-editor.machine.ts"
import type { userListMachine } from "../../../core/machines/user-list/user-list.machine.ts"
import type { usersPageMachine } from "../../../core/machines/users-page/users-page.machine.ts"

export type UsersPageRef = ActorRefFrom<typeof usersPageMachine>
export type UserListRef = ActorRefFrom<typeof userListMachine>
export type UserEditorRef = ActorRefFrom<typeof userEditorMachine>
