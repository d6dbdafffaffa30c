import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { TransportFailure } from "../../runtime/failures.ts"
import { rejects } from "../../testing/fake-actors.ts"
import { userProfileMachine } from "./user-profile.machine.ts"

const load = async (failure: unknown) => {
  const actor = createActor(userProfileMachine.provide({ actors: { loadProfile: rejects(failure) } })).start()
  actor.send({ type: "profile.load", userid: 999999 })
  return waitFor(actor, (s) => !s.matches("loading"))
}

describe("userProfileMachine", () => {
  it.each([
    ["NotFound (404)", { _tag: "NotFound", message: "User not found" }],
    ["Forbidden (403, outside the caller's scope)", { _tag: "Forbidden", message: "Not yours" }],
  ])("a user the server does not have for the caller, %s, is notFound", async (_, failure) => {
    const snapshot = await load(failure)
    expect(snapshot.value).toBe("notFound")
    expect(snapshot.context).toMatchObject({ userid: 999999, data: null, error: failure })
  })

  it("a server failure stays an error", async () => {
    const failure = new TransportFailure({ status: 500, message: "Request failed with status code 500" })
    const snapshot = await load(failure)
    expect(snapshot.value).toBe("error")
    expect(snapshot.context.error).toBe(failure)
  })
})
