import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import type { userEditorMachine } from "../../../core/machines/user-editor/user-editor.machine.ts"
import type { userListMachine } from "../../../core/machines/user-list/user-list.machine.ts"
import type { usersPageMachine } from "../../../core/machines/users-page/users-page.machine.ts"

export type UsersPageRef = ActorRefFrom<typeof usersPageMachine>
export type UserListRef = ActorRefFrom<typeof userListMachine>
export type UserEditorRef = ActorRefFrom<typeof userEditorMachine>

/** The page's children (they live as long as the page), read from its snapshot. */
export const useUsersPageChildren = (page: UsersPageRef): { list: UserListRef; editor: UserEditorRef } => {
  const list = useSelector(page, (s) => s.children.list)
  const editor = useSelector(page, (s) => s.children.editor)
  if (list === undefined || editor === undefined) throw new Error("the users page has no children")
  return { list, editor }
}
