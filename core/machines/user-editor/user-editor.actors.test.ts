import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { NewUser } from "../../schema/user-admin.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveUserEditorMachine } from "./user-editor.actors.ts"

const draft: NewUser = {
  username: "new.person",
  email: "new.person@example.com",
  firstname: "New",
  lastname: "Person",
  roleid: 4,
  companyid: 2,
}

const run = async (event: Parameters<ReturnType<typeof createActor>["send"]>[0]) => {
  const { runtime, seen } = signedInRuntime(() => ({ status: 500, body: {} }))
  const actor = createActor(liveUserEditorMachine(runtime)).start()
  actor.send(event as never)
  await waitFor(actor, (s) => s.matches("error"))
  return { error: actor.getSnapshot().context.error, seen }
}

describe("user editor actors (live, fake transport)", () => {
  it("an invalid email is refused before sending, naming the field, not as 'Unknown Error'", async () => {
    const { error, seen } = await run({
      type: "editor.create",
      payload: { ...draft, email: "not-an-address" },
    })
    expect(error).toMatchObject({
      _tag: "BadRequest",
      field: "email",
      message: "Email: Invalid email address",
    })
    expect(seen).toEqual([])
  })

  it("a blank required name in a change uses the shared rule's message", async () => {
    const { error, seen } = await run({ type: "editor.update", userid: 4, changes: { firstname: "   " } })
    expect(error).toMatchObject({ _tag: "BadRequest", field: "firstname", message: "First Name is required" })
    expect(seen).toEqual([])
  })

  it("a too long phone extension names the field and its limit", async () => {
    const { error } = await run({
      type: "editor.update",
      userid: 4,
      changes: { phonenumberextension: "12345678901" },
    })
    expect(error).toMatchObject({
      _tag: "BadRequest",
      field: "phonenumberextension",
      message: "Extension must be less than 10 characters",
    })
  })

  it("a valid write is sent and the server's answer decides", async () => {
    const { error, seen } = await run({ type: "editor.update", userid: 4, changes: { firstname: "Andy" } })
    expect(seen).toHaveLength(1)
    expect(error).toMatchObject({ _tag: "TransportFailure", status: 500 })
  })
})
