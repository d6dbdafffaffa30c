import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveUserProfileMachine } from "./user-profile.actors.ts"

/** Another company's user: the record answers 404, the other calls 403 (as the server does). */
const outOfScope = (url: string) =>
  new URL(url).pathname === "/v1/user/6"
    ? { status: 404, body: { _tag: "NotFound", message: "User 6 was not found" } }
    : { status: 403, body: { _tag: "Forbidden", message: "Not your company's user" } }

describe("user profile actors (live, fake transport)", () => {
  it("a user out of scope ends in notFound with the record's typed NotFound, not a generic failure", async () => {
    const { runtime, seen } = signedInRuntime((request) => outOfScope(request.url))
    const actor = createActor(liveUserProfileMachine(runtime)).start()
    actor.send({ type: "profile.load", userid: 6 })
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "NotFound",
      message: "User 6 was not found",
    })
    // The record decides: nothing else is asked once it is refused.
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(["/v1/user/6"])
  })

  it("a refusal of a later call keeps its own tag (403 reads as not found too)", async () => {
    const user = {
      userid: 4,
      username: "acme.user",
      email: "acme.user@example.com",
      role: "Company User",
      roleid: 4,
      companyid: 2,
      companyname: "Acme Manufacturing",
      firstname: "Andy",
      lastname: "Ackerman",
      phonenumber: null,
      phonenumberextension: null,
      usercreateddate: "2025-01-01T00:00:00.000Z",
      useractive: true,
      profilepicture: null,
      profileicon: null,
      latestActivity: null,
      dateLastLoggedInUTC: null,
    }
    const { runtime } = signedInRuntime((request) =>
      new URL(request.url).pathname === "/v1/user/4"
        ? { status: 200, body: { status: "success", item: user } }
        : { status: 403, body: { _tag: "Forbidden", message: "Not your company's user" } },
    )
    const actor = createActor(liveUserProfileMachine(runtime)).start()
    actor.send({ type: "profile.load", userid: 4 })
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "Forbidden" })
  })
})
