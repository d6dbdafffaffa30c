import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { ROLES } from "../../domain/roles.ts"
import { Conflict, Forbidden } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"
import type { UserSaved } from "../../schema/user-admin.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import type { Toast } from "../shared/toast.ts"
import { type UserWrite, userEditorMachine } from "./user-editor.machine.ts"

const ann = {
  userid: 9,
  username: "ann",
  email: "ann@example.com",
  firstname: "Ann",
  lastname: "Lee",
  phonenumber: null,
  phonenumberextension: null,
  roleid: 4,
  companyid: 2,
  useractive: true,
} as unknown as User

const start = (saveUser = resolves<UserSaved, UserWrite>({ status: "success", item: ann })) => {
  const actor = createActor(userEditorMachine.provide({ actors: { saveUser } })).start()
  const toasts: Toast[] = []
  actor.on("toast.show", (e) => toasts.push(e.toast))
  return { actor, toasts }
}

const newUser = { username: "nora", email: "nora@example.com", firstname: "Nora", lastname: "New" }

describe("userEditorMachine: the dialog's draft", () => {
  it("shows the errors of an incomplete new user and sends nothing", () => {
    const writes: UserWrite[] = []
    const { actor } = start(resolves({ status: "success", item: ann }, writes))
    actor.send({ type: "editor.open", user: null, companyid: 2, callerRole: ROLES.companyAdmin })
    expect(actor.getSnapshot().context.draft).toMatchObject({ errors: {}, values: { companyid: 2 } })
    actor.send({ type: "editor.submit" })
    expect(actor.getSnapshot().context.draft?.errors).toMatchObject({
      username: "Username is required",
      email: "Email is required",
    })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(writes).toEqual([])
  })

  it("checks a field when it is left, not while typing (spec section 5), before and after a submit", () => {
    const { actor } = start()
    const errors = () => actor.getSnapshot().context.draft?.errors
    actor.send({ type: "editor.open", user: null, companyid: 2, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.edit", changes: { email: "not an address" } })
    expect(errors()).toEqual({})
    actor.send({ type: "editor.blur", field: "email" })
    expect(errors()).toEqual({ email: "Invalid email address" })
    // Typing a fix leaves the shown error until the field is left again.
    actor.send({ type: "editor.edit", changes: { email: "nora@example.com" } })
    expect(errors()).toEqual({ email: "Invalid email address" })
    actor.send({ type: "editor.blur", field: "email" })
    expect(errors()).toEqual({})
    actor.send({ type: "editor.submit" })
    expect(errors()).toHaveProperty("username", "Username is required")
    actor.send({ type: "editor.edit", changes: { username: "nora" } })
    expect(errors()).toHaveProperty("username", "Username is required")
    actor.send({ type: "editor.blur", field: "username" })
    expect(errors()).not.toHaveProperty("username")
  })

  it("takes the phone like the profile: national format shown, E.164 sent, an invalid one refused at its field", async () => {
    const writes: UserWrite[] = []
    const { actor } = start(resolves({ status: "success", item: ann }, writes))
    const draft = () => actor.getSnapshot().context.draft
    actor.send({ type: "editor.open", user: null, companyid: 2, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.edit", changes: newUser })
    actor.send({ type: "editor.phone", event: { type: "phone.focus" } })
    actor.send({ type: "editor.phone", event: { type: "phone.input", text: "313-555" } })
    expect(draft()?.errors).toEqual({})
    actor.send({ type: "editor.phone", event: { type: "phone.blur" } })
    expect(draft()?.errors).toEqual({ phonenumber: "Please enter a valid phone number" })
    actor.send({ type: "editor.submit" })
    expect(writes).toEqual([])
    actor.send({ type: "editor.phone", event: { type: "phone.input", text: "313-555-0142" } })
    actor.send({ type: "editor.phone", event: { type: "phone.blur" } })
    expect(draft()?.phone.text).toBe("(313) 555-0142")
    expect(draft()?.errors).toEqual({})
    actor.send({ type: "editor.submit" })
    await waitFor(actor, (s) => s.matches("saved"))
    expect(writes).toMatchObject([{ kind: "create", payload: { phonenumber: "+13135550142" } }])
  })

  it("creates a complete new user with an allowed role, leaves empty phones out, closes and toasts", async () => {
    const writes: UserWrite[] = []
    const { actor, toasts } = start(resolves({ status: "success", item: ann }, writes))
    actor.send({ type: "editor.open", user: null, companyid: 2, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.edit", changes: { ...newUser, roleid: ROLES.systemAdmin } })
    actor.send({ type: "editor.submit" })
    await waitFor(actor, (s) => s.matches("saved"))
    expect(writes).toEqual([
      { kind: "create", payload: { ...newUser, roleid: ROLES.companyAdmin, companyid: 2 } },
    ])
    expect(actor.getSnapshot().context.draft).toBeUndefined()
    expect(toasts).toEqual([{ title: "Ann Lee created; the setup link was mailed", tone: "success" }])
  })

  it("closes an edit that changes nothing, and sends only the changed fields otherwise", async () => {
    const writes: UserWrite[] = []
    const { actor, toasts } = start(resolves({ status: "success", item: ann }, writes))
    actor.send({ type: "editor.open", user: ann, companyid: 0, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.submit" })
    expect(actor.getSnapshot().context.draft).toBeUndefined()
    actor.send({ type: "editor.open", user: ann, companyid: 0, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.edit", changes: { lastname: "Lane" } })
    actor.send({ type: "editor.submit" })
    await waitFor(actor, (s) => s.matches("saved"))
    expect(writes).toEqual([{ kind: "update", userid: 9, changes: { lastname: "Lane" } }])
    expect(toasts.map((t) => t.title)).toEqual(["Ann Lee saved"])
  })

  it("keeps a refusal in the open dialog, and toasts it when the dialog closes", async () => {
    const { actor, toasts } = start(rejects(new Conflict({ message: "That username is already taken" })))
    actor.send({ type: "editor.open", user: null, companyid: 2, callerRole: ROLES.companyAdmin })
    actor.send({ type: "editor.edit", changes: newUser })
    actor.send({ type: "editor.submit" })
    await waitFor(actor, (s) => s.matches("error"))
    expect(actor.getSnapshot().context.draft).toBeDefined()
    expect(toasts).toEqual([])
    actor.send({ type: "editor.close" })
    expect(actor.getSnapshot().context.draft).toBeUndefined()
    expect(toasts).toMatchObject([
      { title: "The change was not saved", tone: "error", failure: { _tag: "Conflict" } },
    ])
  })

  it("toasts a refused activation at once (no dialog is open)", async () => {
    const { actor, toasts } = start(rejects(new Forbidden({ message: "no" })))
    actor.send({ type: "editor.setActive", userid: 9, active: false })
    await waitFor(actor, (s) => s.matches("error"))
    expect(toasts).toMatchObject([{ title: "The change was not saved", failure: { _tag: "Forbidden" } }])
  })
})
