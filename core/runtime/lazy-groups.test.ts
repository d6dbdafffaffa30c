import { Effect } from "effect"
import { HttpApiClient } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { PortalApi } from "../api/api.ts"
import { fakeHttpClient } from "../testing/fake-http.ts"
import { PortalClient } from "./api-client.ts"
import { lazyGroups } from "./lazy-groups.ts"
import { makePortalRuntime } from "./portal-runtime.ts"
import { makeMemoryStorage } from "./storage.ts"

const builtGroups = (client: object) =>
  Object.keys(client).filter((id) => "value" in (Object.getOwnPropertyDescriptor(client, id) ?? {}))

describe("lazyGroups", () => {
  it("builds a group on its first use, once, and lists every group", () => {
    const built: Array<string> = []
    const client = lazyGroups<{ a: { n: number }; b: { n: number } }>(["a", "b"], (id) => {
      built.push(id)
      return { n: built.length }
    })
    expect(Object.keys(client)).toEqual(["a", "b"])
    expect(built).toEqual([])
    expect(client.b.n).toBe(1)
    expect(client.b.n).toBe(1)
    expect(built).toEqual(["b"])
    expect(builtGroups(client)).toEqual(["b"])
  })
})

describe("the portal client", () => {
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage(),
    httpClient: fakeHttpClient(() => ({ status: 200, body: {} }), []),
  })
  const client = () => runtime.runPromise(PortalClient.use(Effect.succeed))

  it("derives no group's methods until used, then the groups and methods HttpApiClient.make derives", async () => {
    const portal = await client()
    expect(builtGroups(portal)).toEqual([])
    expect(typeof portal.shell.leftMenu).toBe("function")
    expect(builtGroups(portal)).toEqual(["shell"])
    const whole = await runtime.runPromise(HttpApiClient.make(PortalApi))
    const shape = (c: object) =>
      Object.fromEntries(Object.entries(c).map(([id, group]) => [id, Object.keys(group as object).sort()]))
    expect(shape(portal)).toEqual(shape(whole))
  })
})
