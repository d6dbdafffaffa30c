import { Effect, Layer } from "effect"
import { HttpClient } from "effect/http"
import { describe, expect, it } from "vitest"
import { fakeHttpClient, type SeenRequest } from "../testing/fake-http.ts"
import { sampleLogin, sampleNavigation } from "../testing/samples.ts"
import { withClient } from "./actor-bridge.ts"
import { failureStatus, toFailure } from "./failures.ts"
import { makePortalRuntime } from "./portal-runtime.ts"
import { writeSession } from "./session-store.ts"
import { makeMemoryStorage } from "./storage.ts"

const unauthorized = { status: 401, body: { _tag: "Unauthorized", message: "Session expired" } }

/** A failure as machines hold it: status and message. */
const described = (error: unknown) => {
  const failure = toFailure(error) as { _tag: string; status?: number; message: string }
  return { status: failureStatus(failure), message: failure.message }
}

const setup = (handler: (request: SeenRequest) => { status: number; body?: unknown }) => {
  const seen: Array<SeenRequest> = []
  const storage = makeMemoryStorage()
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage,
    httpClient: fakeHttpClient(handler, seen),
  })
  const unauthorizedCalls: Array<number> = []
  runtime.onUnauthorized(() => unauthorizedCalls.push(1))
  return { seen, storage, runtime, unauthorizedCalls }
}

describe("portal runtime", () => {
  it("sends Authorization: EC <sessionID> only when a session is stored", async () => {
    const { seen, storage, runtime } = setup(() => ({
      status: 200,
      body: { TicketCounts: sampleNavigation },
    }))
    await runtime.runPromise(withClient((c) => c.shell.leftMenu()))
    writeSession(storage, { sessionID: "abc", userID: 5, isImpersonation: false })
    const answer = await runtime.runPromise(withClient((c) => c.shell.leftMenu()))
    expect(answer.TicketCounts.totalOpen).toBe(3)
    expect(seen.map((r) => r.headers.authorization)).toEqual([undefined, "EC abc"])
    expect(seen[0]?.url).toBe("http://portal.test/v1/leftmenu")
  })

  it("notifies listeners of a 401 from a session call and fails with the tagged error", async () => {
    const { runtime, unauthorizedCalls } = setup(() => unauthorized)
    const error = await runtime.runPromise(withClient((c) => c.shell.leftMenu())).catch((e: unknown) => e)
    expect(described(error)).toEqual({ status: 401, message: "Session expired" })
    expect(unauthorizedCalls).toHaveLength(1)
  })

  it("ignores a 401 to a request sent under a session that was replaced while it was in flight", async () => {
    // Ending an impersonation restores the staff session while the viewed user's calls are still
    // out; their 401s must not end the staff session (it sent staff to the login screen).
    let storageRef: ReturnType<typeof makeMemoryStorage> | undefined
    const { runtime, storage, unauthorizedCalls } = setup((request) => {
      if (request.headers.authorization === "EC viewed")
        writeSession(storageRef!, { sessionID: "staff", userID: 1, isImpersonation: false })
      return unauthorized
    })
    storageRef = storage
    writeSession(storage, { sessionID: "viewed", userID: 5, isImpersonation: true })
    await runtime.runPromise(withClient((c) => c.shell.leftMenu())).catch(() => undefined)
    expect(unauthorizedCalls).toEqual([])
    await runtime.runPromise(withClient((c) => c.shell.leftMenu())).catch(() => undefined)
    expect(unauthorizedCalls).toEqual([1])
  })

  it("takes a 401 under an impersonation being ended for that end, not for a lost session", async () => {
    // The end closes the viewed user's live stream; reopened at once, it answered 401 while the
    // viewed session was still stored, and staff landed on the login screen.
    let endAnswer: { status: number; body: unknown } = {
      status: 409,
      body: { _tag: "Conflict", message: "Not viewing as anyone" },
    }
    const { runtime, storage, unauthorizedCalls } = setup((request) =>
      request.url.endsWith("/v1/impersonation/end") ? endAnswer : unauthorized,
    )
    writeSession(storage, { sessionID: "viewed", userID: 5, isImpersonation: true })
    const leftMenu = () => runtime.runPromise(withClient((c) => c.shell.leftMenu())).catch(() => undefined)
    const end = () => runtime.runPromise(withClient((c) => c.impersonation.end())).catch(() => undefined)
    // A refused end leaves the session as it was: its 401s count.
    await end()
    await leftMenu()
    expect(unauthorizedCalls).toEqual([1])
    endAnswer = { status: 200, body: { ...sampleLogin, sessionID: "staff", isImpersonation: false } }
    await end()
    await leftMenu()
    expect(unauthorizedCalls).toEqual([1])
  })

  it("does not treat a failed sign-in as a lost session", async () => {
    const { runtime, unauthorizedCalls } = setup(() => ({
      status: 401,
      body: { _tag: "Unauthorized", message: "Invalid username or password" },
    }))
    const error = await runtime
      .runPromise(withClient((c) => c.auth.login({ payload: { username: "a", password: "b" } })))
      .catch((e: unknown) => e)
    expect(described(error)).toEqual({ status: 401, message: "Invalid username or password" })
    expect(unauthorizedCalls).toHaveLength(0)
  })

  it("unsubscribes listeners", async () => {
    const { runtime, unauthorizedCalls } = setup(() => unauthorized)
    const stop = runtime.onUnauthorized(() => unauthorizedCalls.push(2))
    stop()
    await runtime.runPromise(withClient((c) => c.account.logout())).catch(() => undefined)
    expect(unauthorizedCalls).toEqual([1])
  })

  it.each([
    ["undeclared 500", { status: 500, body: { oops: true } }, { status: 500 }],
    [
      "declared 404",
      { status: 404, body: { _tag: "NotFound", message: "No such user" } },
      { status: 404, message: "No such user" },
    ],
  ])("describes %s", async (_, answer, expected) => {
    const { runtime } = setup(() => answer)
    const error = await runtime
      .runPromise(withClient((c) => c.shell.user({ params: { id: 5 }, query: {} })))
      .catch((e: unknown) => e)
    expect(described(error)).toMatchObject(expected)
  })

  it("signs in over the contract", async () => {
    const { runtime } = setup(() => ({ status: 200, body: sampleLogin }))
    const result = await runtime.runPromise(
      withClient((c) => c.auth.login({ payload: { username: "a", password: "b" } })),
    )
    expect(result).toEqual(sampleLogin)
  })

  it("times out a hanging request as a transport failure", async () => {
    const hanging = Layer.succeed(
      HttpClient.HttpClient,
      HttpClient.make(() => Effect.never),
    )
    const runtime = makePortalRuntime({
      baseUrl: "http://x.test",
      storage: makeMemoryStorage(),
      httpClient: hanging,
      timeout: 20,
    })
    const error = await runtime.runPromise(withClient((c) => c.shell.banner())).catch((e: unknown) => e)
    expect(described(error)).toEqual({ status: -1, message: "Unknown Error" })
  })

  it("aborting the signal interrupts the call", async () => {
    const hanging = Layer.succeed(
      HttpClient.HttpClient,
      HttpClient.make(() => Effect.never),
    )
    const runtime = makePortalRuntime({
      baseUrl: "http://x.test",
      storage: makeMemoryStorage(),
      httpClient: hanging,
    })
    const controller = new AbortController()
    const pending = runtime.runPromise(
      withClient((c) => c.shell.banner()),
      { signal: controller.signal },
    )
    controller.abort()
    await expect(pending).rejects.toBeDefined()
  })
})
