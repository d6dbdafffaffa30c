import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { fakeHttpClient, type SeenRequest } from "../../testing/fake-http.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleLogin, sampleUser } from "../../testing/samples.ts"
import { liveAuthMachine } from "./auth.actors.ts"

const session = { sessionID: "sess-1", userID: 5, isImpersonation: false }
const unauthorized = { status: 401, body: { _tag: "Unauthorized", message: "Session expired" } }

const setup = (handler: (request: SeenRequest) => { status: number; body?: unknown }) => {
  const seen: Array<SeenRequest> = []
  const storage = makeMemoryStorage()
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage,
    httpClient: fakeHttpClient(handler, seen),
  })
  return { seen, storage, runtime }
}

const path = (request: SeenRequest) => `${request.method} ${new URL(request.url).pathname}`

describe("auth actors (live, fake transport)", () => {
  it("signs in, then loads the user with the session header", async () => {
    const { seen, storage, runtime } = setup((request) =>
      request.url.endsWith("/v1/login")
        ? { status: 200, body: sampleLogin }
        : { status: 200, body: { status: "ok", item: sampleUser } },
    )
    const driver = drive(liveAuthMachine(runtime), { input: { session: null } })
    await driver.send({ type: "auth.submit", username: "acme.user", password: "pw" }).settle("success.ready")
    expect(seen.map(path)).toEqual(["POST /v1/login", "GET /v1/user/5"])
    expect(seen[1]?.headers.authorization).toBe("EC sess-1")
    expect(JSON.parse(storage.get("session") ?? "null")).toEqual(session)
    driver.expectContext({ user: sampleUser })
  })

  it("a logout answered with 401 still signs out", async () => {
    const { storage, runtime } = setup((request) =>
      request.url.endsWith("/v1/logout")
        ? unauthorized
        : { status: 200, body: { status: "ok", item: sampleUser } },
    )
    storage.set("session", JSON.stringify(session))
    const driver = await drive(liveAuthMachine(runtime), { input: { session } }).settle("success.ready")
    await driver.send({ type: "auth.logout" }).settle("none")
    expect(storage.get("session")).toBeNull()
  })

  it("any 401 ends the session through the host's onUnauthorized wiring", async () => {
    const { storage, runtime } = setup(() => unauthorized)
    storage.set("session", JSON.stringify(session))
    storage.set("addReminder", "1")
    // Hosts subscribe before starting the actor, so a 401 during start is not missed.
    const actor = createActor(liveAuthMachine(runtime), { input: { session } })
    runtime.onUnauthorized(() => actor.send({ type: "auth.sessionEnded" }))
    actor.start()
    await waitFor(actor, (s) => s.matches("none"))
    expect(storage.entries.size).toBe(0)
  })
})
