import { describe, expect, it } from "vitest"
import { CLIENT_LOG_LIMITS } from "../domain/client-log.ts"
import { clientLogEntryOf } from "./client-log-feed.ts"
import type { RawEntry } from "./log-entries.ts"

type Http = Extract<RawEntry, { kind: "http" }>

const http = (over: Partial<Http>): Http => ({
  kind: "http",
  at: 20,
  call: 1,
  sentAt: 10,
  request: { method: "POST", path: "/v1/login", query: {}, body: { type: "empty" } },
  outcome: "answered",
  response: { status: 200, headers: {}, body: { type: "empty" } },
  ...over,
})

describe("clientLogEntryOf", () => {
  it("sends a machine event without its password", () => {
    const entry: RawEntry = {
      kind: "event",
      at: 5,
      actor: "auth#1",
      event: { value: { type: "auth.submit", username: "u", password: "Secret-123456" }, removed: [] },
    }
    expect(clientLogEntryOf(entry)).toEqual({
      kind: "event",
      at: 5,
      actor: "auth#1",
      event: { type: "auth.submit", username: "u" },
    })
  })

  it("sends a failed request with its request and response data, password fields removed", () => {
    const entry = http({
      request: {
        method: "POST",
        path: "/v1/login",
        query: { password: "q" },
        body: { type: "json", value: { username: "u", password: "Secret-123456" } },
      },
      response: {
        status: 401,
        headers: { "content-type": "application/json" },
        body: { type: "json", value: { _tag: "Unauthorized", message: "no", echo: { password: "p" } } },
      },
    })
    expect(clientLogEntryOf(entry)).toEqual({
      kind: "failure",
      at: 20,
      method: "POST",
      path: "/v1/login",
      query: {},
      requestBody: { username: "u" },
      outcome: "answered",
      status: 401,
      responseBody: { _tag: "Unauthorized", message: "no", echo: {} },
    })
  })

  it("sends a request that got no answer with why", () => {
    expect(
      clientLogEntryOf(http({ outcome: "failed", response: null, failure: "TransportError: fetch failed" })),
    ).toMatchObject({
      kind: "failure",
      outcome: "failed",
      status: null,
      failure: "TransportError: fetch failed",
    })
  })

  it("sends nothing for successes, cancellations, snapshots or its own calls", () => {
    expect(clientLogEntryOf(http({}))).toBeNull()
    expect(clientLogEntryOf(http({ outcome: "aborted", response: null }))).toBeNull()
    expect(clientLogEntryOf({ kind: "snapshot", at: 1, actor: "a#1", snapshot: {} })).toBeNull()
    expect(clientLogEntryOf({ kind: "mark", at: 1, label: "x" })).toBeNull()
    const own = http({
      request: { method: "POST", path: "/v1/log/client", query: {}, body: { type: "empty" } },
    })
    expect(
      clientLogEntryOf({ ...own, response: { status: 429, headers: {}, body: { type: "empty" } } }),
    ).toBeNull()
  })

  it("describes binary bodies by type and size and bounds large ones", () => {
    const entry = http({
      request: {
        method: "POST",
        path: "/v1/ticket/1/attachment",
        query: {},
        body: { type: "digest", contentType: "application/pdf", size: 900_000, fnv1a: "00000000" },
      },
      response: {
        status: 500,
        headers: {},
        body: {
          type: "text",
          contentType: "text/plain",
          value: "e".repeat(CLIENT_LOG_LIMITS.valueChars * 2),
        },
      },
    })
    const logged = clientLogEntryOf(entry) as { requestBody: string; responseBody: string }
    expect(logged.requestBody).toBe("[application/pdf, 900000 bytes]")
    expect(logged.responseBody.length).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.valueChars)
    expect(logged.responseBody).toMatch(/^\[cut: /)
  })
})
