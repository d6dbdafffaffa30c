import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { decodeEventLog, type EventLogDocument } from "../../core/eventlog/log.schema.ts"
import { replayLog, snapshotTrail } from "../../core/eventlog/replay-log.ts"
import { flowJsonSchemaText } from "../../core/flows/flow-json-schema.ts"
import { replayFlow, replayFlowDetailed } from "../../core/flows/flow-replay.ts"
import { portalMachines } from "../../core/machines/portal-machines.ts"
import { FLOWS_DIR, flowNames, loadFlow, loadRecording, readFlowJson } from "./shipped.ts"

// biome-ignore lint/suspicious/noExplicitAny: tests edit recorded JSON in place
type LooseJson = Record<string, any>

/** A deep copy of a recording with one change made to its plain JSON. */
const altered = (log: EventLogDocument, change: (entries: Array<LooseJson>) => void) => {
  const copy = structuredClone(log) as unknown as { entries: Array<LooseJson> }
  change(copy.entries)
  return decodeEventLog(copy)
}

const firstCall = (entries: Array<LooseJson>, path: string) =>
  entries.find((e) => e.kind === "http" && e.request.path === path)!

describe("shipped flows replay offline", () => {
  it.each(flowNames())("%s passes from its recording, with no server", async (name) => {
    const result = await replayFlow(name, loadFlow(name), loadRecording(name))
    const failures = result.steps.filter((s) => s.status !== "passed").map((s) => `${s.label}: ${s.message}`)
    expect({ error: result.error, failures }).toEqual({ error: undefined, failures: [] })
    expect(result.ok).toBe(true)
  })

  it.each(flowNames())("%s gives byte-identical snapshots on every replay", async (name) => {
    const replay = async () => (await replayFlowDetailed(name, loadFlow(name), loadRecording(name))).replay!
    const [a, b] = [await replay(), await replay()]
    expect(a.failure).toBeNull()
    expect(a.snapshots.length).toBeGreaterThan(0)
    expect(snapshotTrail(a)).toBe(snapshotTrail(b))
  })
})

describe("replay finds differences", () => {
  it("a recording with one answer altered fails with a diff naming the call", async () => {
    const log = altered(loadRecording("ticket-list-url-rules"), (entries) => {
      firstCall(entries, "/v1/ticketdetails").response.body.value.count += 1
    })
    const result = await replayFlow("ticket-list-url-rules", loadFlow("ticket-list-url-rules"), log)
    expect(result.ok).toBe(false)
    const failed = result.steps.find((s) => s.status === "failed")
    expect(failed?.message).toMatch(
      /snapshot \d+ of ticketList#1 differs from the recording after call 3 \(GET \/v1\/ticketdetails\?os=0&pl=25&(s=ticketid,.*&st=-ticketid|st=-ticketid&s=ticketid,.*)\)/,
    )
    expect(failed?.message).toMatch(/context\/count: recorded \d+, replayed \d+/)
  })

  it("a request that differs from the recorded one fails at once with both calls", async () => {
    const log = altered(loadRecording("ticket-list-paging-sorting"), (entries) => {
      const sort = entries.find((e) => e.kind === "event" && e.event.type === "list.sortChange")!
      sort.event.field = "contactname"
    })
    const started = performance.now()
    const result = await replayLog(log, { machines: portalMachines, waitMs: 10_000 })
    expect(performance.now() - started).toBeLessThan(5000)
    expect(result.failure?.message).toMatch(
      /^call 5 does not match the recording:\n {2}expected GET \/v1\/ticketdetails\?.*st=problem/,
    )
    expect(result.failure?.message).toContain('query/st: expected "problem", came "contactname"')
  })

  it("a flow edited after recording is reported as stale, naming the step", async () => {
    const flow = loadFlow("sign-in-sign-out")
    const edited = { ...flow, steps: flow.steps.map((s, i) => (i === 0 ? { ...s, user: "globex.user" } : s)) }
    const result = await replayFlow("sign-in-sign-out", edited, loadRecording("sign-in-sign-out"))
    expect(result.error).toMatch(
      /stale at step 1: it has 'step 1: signIn acme.user', the flow has 'step 1: signIn globex.user'/,
    )
  })

  it("a failing expectation fails its step on replay too", async () => {
    const flow = loadFlow("forced-password")
    const edited = {
      ...flow,
      steps: flow.steps.map((s) => (s.step === "expect" ? { ...s, context: { passwordExpired: false } } : s)),
    }
    const result = await replayFlow("forced-password", edited, loadRecording("forced-password"))
    expect(result.steps[1]).toMatchObject({
      status: "failed",
      message: "context/passwordExpired: expected false, got true",
    })
    expect(result.steps[2]?.status).toBe("skipped")
  })
})

describe("flow files", () => {
  it("the JSON Schema of flow files is the one generated from the Effect Schema", () => {
    const onDisk = JSON.parse(readFileSync(join(FLOWS_DIR, "flow.schema.json"), "utf8"))
    expect(onDisk, "stale: run 'npm run portal -- flow schema --write'").toEqual(
      JSON.parse(flowJsonSchemaText()),
    )
  })

  it.each(flowNames())("%s references the schema and decodes", (name) => {
    expect((readFlowJson(name) as { $schema?: string }).$schema).toBe("./flow.schema.json")
    expect(() => loadFlow(name)).not.toThrow()
  })
})
