import { describe, expect, it } from "vitest"
import type { HttpLogEntry } from "../../core/eventlog/log.schema.ts"
import { contractProblem } from "./contract-decoder.ts"
import { flowNames, loadRecording } from "./shipped.ts"

/**
 * The recording's exchanges; a streamed answer (the live events) gets its body back from its parts
 * (`streamed` entries), so it is checked whole like any other.
 */
const exchanges = (name: string): ReadonlyArray<HttpLogEntry> => {
  const { entries } = loadRecording(name)
  const parts = new Map<number, string>()
  for (const e of entries) if (e.kind === "streamed") parts.set(e.call, (parts.get(e.call) ?? "") + e.text)
  return entries
    .filter((e): e is HttpLogEntry => e.kind === "http")
    .map((e) => {
      const text = parts.get(e.call)
      if (text === undefined || e.response === null) return e
      const contentType = e.response.headers["content-type"] ?? "text/event-stream"
      return { ...e, response: { ...e.response, body: { type: "text", contentType, value: text } } }
    })
}

describe("recordings against the contract", () => {
  it("ships at least eight flows, each with a recording", () => {
    expect(flowNames().length).toBeGreaterThanOrEqual(8)
    for (const name of flowNames()) expect(() => loadRecording(name), name).not.toThrow()
  })

  it.each(flowNames())("%s: every recorded answer decodes with its endpoint's schema", (name) => {
    const problems = exchanges(name).flatMap((entry) => {
      const problem = contractProblem(entry)
      return problem === null
        ? []
        : [`call ${entry.call} ${entry.request.method} ${entry.request.path}: ${problem}`]
    })
    expect(problems).toEqual([])
  })

  it("a streamed answer is checked with its parts", () => {
    const stream = exchanges("live-updates").find(
      (e) => e.request.path === "/v1/events" && e.response?.status === 200,
    )
    expect(stream?.response?.body).toMatchObject({
      type: "text",
      value: expect.stringContaining("event: ticket.comment"),
    })
  })

  it("a changed answer that breaks the contract is caught", () => {
    const entry = exchanges("sign-in-sign-out").find((e) => e.request.path === "/v1/login")!
    const broken = structuredClone(entry) as { response: { body: { value: Record<string, unknown> } } }
    broken.response.body.value.userID = "five"
    expect(contractProblem(broken as unknown as HttpLogEntry)).toMatch(/^auth\.login 200: .*userID/s)
  })

  it("recordings hold no password and no real session id", () => {
    for (const name of flowNames()) {
      const text = JSON.stringify(loadRecording(name))
      expect(text, name).not.toMatch(/Portal-Demo-2026!|not-the-password/)
      expect(text, name).not.toMatch(/"password"\s*:/)
      for (const id of text.matchAll(/"sessionID":"([^"]*)"/g))
        expect(id[1], name).toMatch(/^\[session \d+\]$/)
    }
  })
})
