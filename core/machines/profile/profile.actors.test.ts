import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveProfileMachine } from "./profile.actors.ts"

describe("profile actors (live, fake transport)", () => {
  it("a user outside the caller's scope keeps the server's NotFound (not an unknown error)", async () => {
    const { runtime } = signedInRuntime(() => ({
      status: 404,
      body: { _tag: "NotFound", message: "User 3 was not found" },
    }))
    const actor = createActor(liveProfileMachine(runtime), { input: { userId: 3 } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches("failed"))
    expect(snapshot.context.loadError).toMatchObject({ _tag: "NotFound", message: "User 3 was not found" })
  })

  it("an answer that is not a whole user is still a failure", async () => {
    const { runtime } = signedInRuntime(() => ({
      status: 200,
      body: { status: "success", item: { userid: 3 } },
    }))
    const actor = createActor(liveProfileMachine(runtime), { input: { userId: 3 } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches("failed"))
    expect(snapshot.context.loadError).toMatchObject({ _tag: "TransportFailure" })
  })
})
