import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as record from "../../cli/commands/flow/flow-record.command.ts"
import * as replay from "../../cli/commands/flow/flow-replay.command.ts"
import * as runLive from "../../cli/commands/flow/flow-run.command.ts"
import { makeCliDeps } from "../../cli/runtime/cli-deps.ts"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import { flowNames } from "./shipped.ts"

let server: TestServer
const dir = mkdtempSync(join(tmpdir(), "portal-flow-live-"))
const deps = () =>
  makeCliDeps({ api: server.url, session: join(dir, "session.json") }, { readPassword: null })

beforeAll(async () => {
  // As `npm run flows:record`: a live stream notices an ended session within 300 ms.
  server = await startTestServer({ liveHeartbeatMs: 300 })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe("flows against the reference server of this tree", () => {
  it("records every shipped flow on a fresh server, and the fresh recordings replay offline", async () => {
    const recordings = join(dir, "recordings")
    const recorded = await record.run({ flows: [], recordingsDir: recordings }, deps())
    expect(
      recorded.flows
        .filter((f) => !f.ok)
        .map((f) => record.render({ ...recorded, flows: [f] }, { flows: [], verbose: true })),
    ).toEqual([])
    expect(recorded.written).toHaveLength(flowNames().length)
    const replayed = await replay.run({ flows: [], recordingsDir: recordings }, deps())
    expect(replayed).toMatchObject({ passed: flowNames().length, failed: 0 })
  }, 240_000) // every shipped flow, recorded then replayed: a minute or more on a busy machine

  it("'flow run' fails a step whose expectation does not hold, naming it, and skips the rest", async () => {
    const flows = join(dir, "flows")
    const file = join(dir, "wrong-count.flow.json")
    writeFileSync(
      file,
      JSON.stringify({
        description: "expects a count the server does not have",
        steps: [
          { step: "signIn", user: "globex.user" },
          { step: "start", machine: "navigation" },
          { step: "waitFor", machine: "navigation", state: "menu.idle" },
          { step: "expect", machine: "navigation", context: { counts: { open: -1 } } },
          { step: "send", machine: "auth", event: { type: "auth.logout" } },
        ],
      }),
    )
    const report = await runLive.run({ flows: [file], flowsDir: flows, reporter: "text" }, deps())
    expect(runLive.exitCode(report)).toBe(1)
    expect(report.flows[0]?.steps.map((s) => s.status)).toEqual([
      "passed",
      "passed",
      "passed",
      "failed",
      "skipped",
    ])
    expect(report.flows[0]?.steps[3]?.message).toMatch(/^context\/counts\/open: expected -1, got \d+$/)
  })

  it("an inject step's failure is recorded as made and replays; an injection no call takes fails the flow", async () => {
    const recordings = join(dir, "injected")
    const file = join(dir, "user-lost.flow.json")
    const steps = [
      { step: "signIn", user: "acme.user" },
      { step: "inject", method: "GET", path: "/v1/user/*", failure: "connection lost" },
      { step: "send", machine: "auth", event: { type: "auth.reloadUser" } },
      { step: "waitFor", machine: "auth", state: "success.ready" },
      { step: "expect", machine: "auth", context: { userError: { $error: { tag: "TransportFailure" } } } },
    ]
    writeFileSync(file, JSON.stringify({ description: "x", steps }))
    const recorded = await record.run({ flows: [file], recordingsDir: recordings }, deps())
    expect(recorded.flows[0]).toMatchObject({ ok: true })
    const log = JSON.parse(readFileSync(join(recordings, "user-lost.log.json"), "utf8"))
    const lost = log.entries.filter(
      (e: { kind: string; outcome?: string }) => e.kind === "http" && e.outcome === "failed",
    )
    expect(lost).toMatchObject([
      {
        request: { method: "GET", path: "/v1/user/4" },
        failure: "TransportError: injected by the flow: connection lost",
      },
    ])
    const replayed = await replay.run({ flows: [file], recordingsDir: recordings }, deps())
    expect(replayed).toMatchObject({ passed: 1, failed: 0 })

    writeFileSync(file, JSON.stringify({ description: "x", steps: steps.slice(0, 2) }))
    const untaken = await runLive.run({ flows: [file] }, deps())
    expect(untaken.flows[0]).toMatchObject({
      ok: false,
      error: "no call took 'inject GET /v1/user/* failing: connection lost'",
    })
  })

  it("a wrong password in a signIn step fails with the server's answer", async () => {
    const file = join(dir, "bad-password.flow.json")
    writeFileSync(
      file,
      JSON.stringify({
        description: "x",
        steps: [{ step: "signIn", user: "globex.admin", password: "nope" }],
      }),
    )
    const report = await runLive.run({ flows: [file] }, deps())
    expect(report.flows[0]?.steps[0]).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^sign-in as globex\.admin failed: 401 /),
    })
  })
})
