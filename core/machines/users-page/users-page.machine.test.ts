import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { Forbidden } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"
import type { UserList, UserSaved } from "../../schema/user-admin.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { type UserWrite, userEditorMachine } from "../user-editor/user-editor.machine.ts"
import { type FetchUsersInput, userListMachine } from "../user-list/user-list.machine.ts"
import { askThenCancel, askThenConfirm, questionSpec } from "../../testing/confirming.ts"
import {
  activationQuestion,
  type UsersPageContext,
  type UsersPageEvent,
  usersPageMachine,
} from "./users-page.machine.ts"

const user = { userid: 9, firstname: "New", lastname: "Hire", useractive: false } as User
const list: UserList = { status: "success", items: [user], count: 1 }

const start = (saveUser = resolves<UserSaved, UserWrite>({ status: "success", item: user })) => {
  const fetches: FetchUsersInput[] = []
  const machine = usersPageMachine.provide({
    actors: {
      userList: userListMachine.provide({ actors: { fetchPage: resolves(list, fetches) } }),
      userEditor: userEditorMachine.provide({ actors: { saveUser } }),
    },
  })
  const actor = createActor(machine, { input: {} }).start()
  const listChild = () => actor.getSnapshot().children.list!
  const editorChild = () => actor.getSnapshot().children.editor!
  return { actor, fetches, listChild, editorChild }
}

describe("usersPageMachine", () => {
  it("refreshes the list (forced) after a write and tells the host", async () => {
    const writes: UserWrite[] = []
    const { actor, fetches, listChild, editorChild } = start(
      resolves({ status: "success", item: user }, writes),
    )
    const saved: string[] = []
    actor.on("editor.saved", (e) => saved.push(e.write))
    actor.send({ type: "list.load" })
    await waitFor(listChild(), (s) => s.matches("none") && s.context.results !== null)
    actor.send({ type: "editor.setActive", userid: 9, active: false })
    await waitFor(editorChild(), (s) => s.matches("saved"))
    await waitFor(listChild(), (s) => s.matches("none"))
    expect(writes).toEqual([{ kind: "update", userid: 9, changes: { userActive: false } }])
    expect(fetches).toHaveLength(2)
    expect(saved).toEqual(["update"])
  })

  it("keeps a refused write's typed error until dismissed", async () => {
    const { actor, editorChild } = start(
      rejects(new Forbidden({ message: "You may not change email of this user" })),
    )
    actor.send({ type: "editor.update", userid: 9, changes: { email: "x@example.com" } })
    await waitFor(editorChild(), (s) => s.matches("error"))
    expect(editorChild().getSnapshot().context.error).toMatchObject({ _tag: "Forbidden" })
    actor.send({ type: "editor.dismiss" })
    expect(editorChild().getSnapshot().value).toBe("idle")
  })

  it("passes the editor's toasts on to the host and opens the dialog's draft in the editor", async () => {
    const { actor, editorChild } = start()
    const toasts: string[] = []
    actor.on("toast.show", (e) => toasts.push(e.toast.title))
    actor.send({ type: "editor.open", user, companyid: 2, callerRole: 3 })
    expect(editorChild().getSnapshot().context.draft).toMatchObject({ user: { userid: 9 } })
    actor.send({ type: "editor.edit", changes: { firstname: "Newer" } })
    actor.send({ type: "editor.close" })
    expect(editorChild().getSnapshot().context.draft).toBeUndefined()
    actor.send({ type: "editor.setActive", userid: 9, active: true })
    await waitFor(editorChild(), (s) => s.matches("saved"))
    expect(toasts).toEqual(["New Hire saved"])
  })
})

describe("usersPageMachine: activating from the list asks first", () => {
  const ann = { userid: 9, firstname: "Ann", lastname: "User", useractive: true } as User
  const deactivateAnn = questionSpec<UsersPageContext, UsersPageEvent>(
    activationQuestion,
    { type: "activation.ask", user: ann },
    { cancel: "activation.cancel", confirm: "activation.confirm" },
  )

  it("asks; cancel writes nothing; confirm deactivates through the editor", async () => {
    const writes: UserWrite[] = []
    const { actor, editorChild } = start(resolves({ status: "success", item: ann }, writes))
    expect(askThenCancel(actor, deactivateAnn)).toMatchObject({
      title: "Deactivate Ann User?",
      confirmText: "Deactivate",
    })
    expect(activationQuestion(actor.getSnapshot().context)).toBeNull()
    expect(editorChild().getSnapshot().value).toBe("idle")
    expect(askThenConfirm(actor, deactivateAnn)).toBe("ready")
    expect(actor.getSnapshot().context.activating).toBeNull()
    await waitFor(editorChild(), (s) => s.matches("saved"))
    expect(writes).toEqual([{ kind: "update", userid: 9, changes: { userActive: false } }])
  })

  it("asks to activate a deactivated user", () => {
    const { actor } = start()
    actor.send({ type: "activation.ask", user: { ...ann, useractive: false } })
    expect(activationQuestion(actor.getSnapshot().context)?.confirmText).toBe("Activate")
  })
})
