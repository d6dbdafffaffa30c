import { describe, expect, it } from "vitest"
import { base64ToBytes, bytesToBase64, decodeEventValue, encodeEventValue } from "./binary-json.ts"
import { jsonDifferences, requestDifferences } from "./diff.ts"
import { bodyFromBytes, bytesOfBody, requestLine } from "./http-record.ts"
import { toCanonicalJson } from "./json-value.ts"
import { ReplayClock } from "./replay-clock.ts"

const text = new TextEncoder()

describe("bodies", () => {
  it.each([
    ["application/json; charset=utf-8", '{"a":1}', { type: "json", value: { a: 1 } }],
    ["application/json", "not json", { type: "text", contentType: "application/json", value: "not json" }],
    ["text/plain", "hello", { type: "text", contentType: "text/plain", value: "hello" }],
    [
      "application/octet-stream",
      "\u0001\u0002",
      { type: "bytes", contentType: "application/octet-stream", base64: "AQI=" },
    ],
    ["application/json", "", { type: "empty" }],
  ])("%s %j", (contentType, body, expected) => {
    const recorded = bodyFromBytes(text.encode(body), contentType)
    expect(recorded).toEqual(expected)
    if (recorded.type !== "json") expect(new TextDecoder().decode(bytesOfBody(recorded).bytes)).toBe(body)
  })

  it("round-trips files in events through base64", async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251)
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
    const json = await encodeEventValue({
      type: "x",
      files: [{ body: new Blob([bytes], { type: "image/png" }) }],
    })
    const back = decodeEventValue(json) as { files: Array<{ body: Blob }> }
    expect(back.files[0]?.body.type).toBe("image/png")
    expect(new Uint8Array(await back.files[0]!.body.arrayBuffer())).toEqual(bytes)
    expect(await (decodeEventValue({ $blob: { type: "text/plain", text: "hi" } }) as Blob).text()).toBe("hi")
  })
})

describe("messages", () => {
  it("names a call with its query, long values cut", () => {
    const line = requestLine({
      method: "GET",
      path: "/v1/x",
      query: { os: "0", s: "a".repeat(40) },
      body: { type: "empty" },
    })
    expect(line).toBe(`GET /v1/x?os=0&s=${"a".repeat(21)}...`)
  })

  it("lists JSON differences by pointer", () => {
    expect(jsonDifferences({ a: 1, b: [1, 2] }, { a: 2, b: [1], c: true })).toEqual([
      "/a: expected 1, came 2",
      "/b/1: expected 2, came nothing",
      "/c: expected nothing, came true",
    ])
  })

  it("says when method or path differ", () => {
    const get = { method: "GET", path: "/v1/a", query: {}, body: { type: "empty" } } as const
    expect(requestDifferences(get, { ...get, method: "POST" })).toEqual([
      "call: expected GET /v1/a, came POST /v1/a",
    ])
    expect(requestDifferences(get, get)).toEqual([])
  })

  it("gives snapshots a stable JSON form: sorted keys, errors without their request", () => {
    const error = Object.assign(new Error("boom"), {
      _tag: "NotFound",
      request: { headers: { authorization: "EC x" } },
    })
    expect(JSON.stringify(toCanonicalJson({ b: 1, a: undefined, e: error, f: () => 1 }))).toBe(
      '{"b":1,"e":{"$error":{"tag":"NotFound","status":404,"message":"boom"}}}',
    )
  })
})

describe("replay clock", () => {
  it("fires a timer only when asked, earliest first, and moves time forward", () => {
    const clock = new ReplayClock()
    const fired: Array<string> = []
    clock.advanceTo(100)
    clock.setTimeout(() => fired.push("late"), 500)
    const early = clock.setTimeout(() => fired.push("early"), 300)
    clock.advanceTo(10_000)
    expect(fired).toEqual([])
    clock.clearTimeout(early)
    expect(clock.fireNext()).toBe(true)
    expect(fired).toEqual(["late"])
    expect(clock.fireNext()).toBe(false)
    expect(clock.now()).toBe(10_000)
  })
})

describe("large uploads", () => {
  it("keep a digest of their bytes, which replay compares", async () => {
    const { describeRequest } = await import("./http-record.ts")
    const { HttpClientRequest } = await import("effect/http")
    const big = new Uint8Array(100_000).map((_, i) => i % 7)
    const request = (bytes: Uint8Array) =>
      describeRequest(
        HttpClientRequest.post("/v1/ticket/1/attachment").pipe(HttpClientRequest.bodyUint8Array(bytes)),
      )
    const recorded = request(big)
    expect(recorded.body).toMatchObject({
      type: "digest",
      size: 100_000,
      contentType: "application/octet-stream",
    })
    expect(requestDifferences(recorded, request(big))).toEqual([])
    const changed = big.slice()
    changed[500] = 99
    expect(requestDifferences(recorded, request(changed))[0]).toMatch(
      /^body: differs \(expected 100000 bytes, FNV-1a /,
    )
  })
})
