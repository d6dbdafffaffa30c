import { Effect, Layer } from "effect"
import { HttpClient } from "effect/http"
import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { NotFound } from "../schema/errors.ts"
import { fakeHttpClient } from "../testing/fake-http.ts"
import { effectActor, effectTask, withClient } from "./actor-bridge.ts"
import { makePortalRuntime } from "./portal-runtime.ts"
import { makeMemoryStorage } from "./storage.ts"

const runtimeWith = (httpClient: Layer.Layer<HttpClient.HttpClient>) =>
  makePortalRuntime({ baseUrl: "http://portal.test", storage: makeMemoryStorage(), httpClient })

const settled = async (logic: Parameters<typeof createActor>[0], input?: unknown) => {
  const actor = createActor(logic, { input })
  const errors: Array<unknown> = []
  actor.subscribe({ error: (e) => errors.push(e) })
  actor.start()
  await waitFor(actor, (s) => s.status !== "active").catch(() => undefined)
  return { snapshot: actor.getSnapshot() as { status: string; output?: unknown }, errors }
}

describe("effectActor", () => {
  it("resolves with the effect's value", async () => {
    const runtime = runtimeWith(fakeHttpClient(() => ({ status: 200, body: {} })))
    const { snapshot } = await settled(
      effectActor(runtime, (n: number) => Effect.succeed(n * 2)),
      21,
    )
    expect(snapshot).toMatchObject({ status: "done", output: 42 })
  })

  it("rejects with the typed failure itself", async () => {
    const runtime = runtimeWith(fakeHttpClient(() => ({ status: 200, body: {} })))
    const failure = new NotFound({ message: "gone" })
    const { errors } = await settled(effectTask(runtime, Effect.fail(failure)))
    expect(errors).toEqual([failure])
  })

  it("a transport error reaches the machine as a TransportFailure", async () => {
    const runtime = runtimeWith(fakeHttpClient(() => ({ status: 503, body: "down" })))
    const { errors } = await settled(
      effectTask(
        runtime,
        withClient((c) => c.shell.banner()),
      ),
    )
    expect(errors).toMatchObject([{ _tag: "TransportFailure", status: 503 }])
  })

  it("a defect becomes a TransportFailure with status -1", async () => {
    const runtime = runtimeWith(fakeHttpClient(() => ({ status: 200, body: {} })))
    const { errors } = await settled(effectTask(runtime, Effect.die("bug")))
    expect(errors).toMatchObject([{ _tag: "TransportFailure", status: -1, message: "Unknown Error" }])
  })

  it("an interrupted call is ignored: no output, no error (the state that asked was left)", async () => {
    const hanging = Layer.succeed(
      HttpClient.HttpClient,
      HttpClient.make(() => Effect.never),
    )
    const runtime = runtimeWith(hanging)
    const actor = createActor(
      effectTask(
        runtime,
        withClient((c) => c.shell.banner()),
      ),
    )
    const errors: Array<unknown> = []
    actor.subscribe({ error: (e) => errors.push(e) })
    actor.start()
    await runtime.dispose()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(errors).toEqual([])
    expect(actor.getSnapshot().status).toBe("active")
  })
})
