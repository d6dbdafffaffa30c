import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveUserEditorMachine } from "../user-editor/user-editor.actors.ts"
import { liveUserListMachine } from "../user-list/user-list.actors.ts"
import { usersPageMachine } from "./users-page.machine.ts"

/** The Users page with its children wired to the runtime. */
export const liveUsersPageMachine = (runtime: PortalRuntime) =>
  usersPageMachine.provide({
    actors: { userList: liveUserListMachine(runtime), userEditor: liveUserEditorMachine(runtime) },
  })
