import { Layer } from "effect"
import { FetchHttpClient } from "effect/http"
import { describe, expect, it } from "vitest"
import { makePortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { makeClientLogSender } from "./client-log-sender.ts"

/** A runtime whose fetch records each request's init and answers with `status`. */
const runtimeAnswering = (status: number, body: unknown) => {
  const seen: Array<{ url: string; init: RequestInit | undefined }> = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input instanceof Request ? input.url : input), init })
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  }) as typeof globalThis.fetch
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage(),
    httpClient: Layer.merge(FetchHttpClient.layer, Layer.succeed(FetchHttpClient.Fetch, fetch)),
  })
  return { runtime, seen }
}

const batch = { page: "/tickets", entries: [] }

describe("the client log sender", () => {
  it("sends with keepalive and the cookie, so a batch sent as the page closes still arrives", async () => {
    const { runtime, seen } = runtimeAnswering(200, { status: "success", stored: 0 })
    expect(await makeClientLogSender(runtime)(batch)).toEqual({ kind: "stored" })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe("http://portal.test/v1/log/client")
    expect(seen[0]!.init).toMatchObject({ keepalive: true, credentials: "include" })
  })

  it("maps the server's refusals: 404 stops, 413 drops the batch", async () => {
    const off = runtimeAnswering(404, { _tag: "NotFound", message: "Client log is off" })
    expect(await makeClientLogSender(off.runtime)(batch)).toEqual({ kind: "off" })
    const large = runtimeAnswering(413, { _tag: "PayloadTooLarge", message: "Too large", limitBytes: 65536 })
    expect(await makeClientLogSender(large.runtime)(batch)).toEqual({ kind: "refused" })
  })
})
