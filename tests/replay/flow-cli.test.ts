import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { eventLogText } from "../../core/eventlog/log-text.ts"
import { decodeEventLog } from "../../core/eventlog/log.schema.ts"
import { loadRecording, RECORDINGS_DIR } from "./shipped.ts"

// biome-ignore lint/suspicious/noExplicitAny: tests edit recorded JSON in place
type LooseJson = Record<string, any>

const BIN = join(import.meta.dirname, "../../cli/bin.mjs")
const dir = mkdtempSync(join(tmpdir(), "portal-flow-cli-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `portal ...` as a whole process, the way QA and CI run it. */
const portal = (...args: Array<string>) => {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 60_000 })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe("portal flow (whole process)", () => {
  it("replays every shipped flow offline: one line per passing flow, a summary, exit 0", () => {
    const { code, stdout } = portal("flow", "replay")
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split("\n")
    expect(
      lines.slice(0, -1).every((line) => /^PASS [a-z-]+ \(replay, \d+ calls, \d+\.\d m?s\)$/.test(line)),
    ).toBe(true)
    expect(lines).toContainEqual(
      expect.stringMatching(/^PASS sign-in-sign-out \(replay, 6 calls, \d+\.\d m?s\)$/),
    )
    expect(lines.at(-1)).toMatch(/^flows: \d+ passed, 0 failed \(\d+\.\d m?s\)$/)
  })

  it("-v prints every step with its time (one decimal)", () => {
    const { code, stdout } = portal("flow", "replay", "sign-in-sign-out", "-v")
    expect(code).toBe(0)
    // Times are checked for their form only: on a loaded machine a step may well take seconds.
    const times = /(?<=[( ])\d+\.\d m?s(?=\)$)/gm
    expect(stdout.match(times)).toHaveLength(13)
    const session =
      '{"isImpersonation":false},"user":{"companyname":"Acme Manufacturing","roleid":4,"username":"acme.user"}}'
    expect(stdout.replace(times, "T").trimEnd().split("\n")).toEqual([
      "PASS sign-in-sign-out (replay, 6 calls, T)",
      "  ✓  1 signIn acme.user  (T)",
      `  ✓  2 expect auth success.ready {"error":null,"passwordExpired":false,"session":${session}  (T)`,
      "  ✓  3 expectCall POST /v1/login 200  (T)",
      "  ✓  4 start navigation  (T)",
      "  ✓  5 waitFor navigation menu.idle  (T)",
      '  ✓  6 expect navigation {"error":null,"status":"none"}  (T)',
      "  ✓  7 expectCall GET /v1/leftmenu 200  (T)",
      "  ✓  8 send auth auth.logout  (T)",
      "  ✓  9 waitFor auth none  (T)",
      '  ✓ 10 expect auth none {"session":null,"user":null}  (T)',
      "  ✓ 11 expectCall GET /v1/logout 200  (T)",
      "flows: 1 passed, 0 failed (T)",
    ])
  })

  it("numbers the steps from 1 in --json as in the text (the recording's 'step 1:' marks)", () => {
    const { code, stdout } = portal("flow", "replay", "sign-in-sign-out", "--json")
    expect(code).toBe(0)
    const steps = JSON.parse(stdout).flows[0].steps as Array<{ step: number; label: string }>
    expect(steps[0]).toMatchObject({ step: 1, label: "signIn acme.user" })
    expect(steps.map((s) => s.step)).toEqual(steps.map((_, i) => i + 1))
  })

  it("exits 1 with the diff when a recording was altered, and writes JUnit", () => {
    const log = structuredClone(loadRecording("failed-sign-in")) as unknown as {
      entries: Array<LooseJson>
    }
    const attempts = log.entries.find((e) => e.kind === "http" && e.request.path === "/v1/login/attempts")!
    attempts.response.body.value.attemptsRemaining = 2
    writeFileSync(join(dir, "failed-sign-in.log.json"), eventLogText(decodeEventLog(log)))
    const junit = join(dir, "flows.xml")
    const { code, stdout } = portal(
      "flow",
      "replay",
      "failed-sign-in",
      "--recordings-dir",
      dir,
      "--reporter",
      "junit",
      "--out",
      junit,
    )
    expect(code).toBe(1)
    expect(stdout).toMatch(/^FAIL failed-sign-in/m)
    expect(stdout).toContain("differs from the recording after call 2 (POST /v1/login/attempts)")
    expect(stdout).toContain("context/attemptsRemaining: recorded 4, replayed 2")
    expect(stdout).toMatch(/^ {2}✗ +\d+ \S+/m)
    expect(stdout).toMatch(/^ {2}\(\d+ passed, \d+ skipped; -v shows every step\)$/m)
    expect(stdout).toMatch(/flows: 0 passed, 1 failed/)
    const xml = readFileSync(junit, "utf8")
    expect(xml).toMatch(/<testsuite name="failed-sign-in" tests="9" failures="1" skipped="\d+"/)
    expect(xml).toContain("<failure message=")
  })

  it("keeps stdout for the output: the runtime's warnings during a refused impersonation go to stderr", () => {
    const { code, stdout, stderr } = portal("flow", "replay", "impersonation-refused", "--json")
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ flows: [{ name: "impersonation-refused", ok: true }] })
    expect(stderr).toMatch(/Impersonation start failed/)
  })

  it("replays a trace file with --trace, and prints JSON with --json", () => {
    const { code, stdout } = portal(
      "flow",
      "replay",
      "--trace",
      join(RECORDINGS_DIR, "new-ticket.log.json"),
      "--json",
    )
    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({ command: "replay", passed: 1, failed: 0 })
    expect(report.flows[0].steps.map((s: { label: string }) => s.label)).toContain(
      "send newTicketPage#1 form.submit",
    )
  })

  it("names a bad flow file and the field in one line, exit 2", () => {
    const bad = join(dir, "bad.flow.json")
    writeFileSync(
      bad,
      JSON.stringify({ description: "x", steps: [{ step: "send", machine: "nope", event: {} }] }),
    )
    const { code, stderr } = portal("flow", "replay", bad)
    expect(code).toBe(2)
    expect(stderr.trim().split("\n")).toHaveLength(1)
    expect(stderr).toMatch(/bad\.flow\.json: .*machine/)
  })

  it("a live run against an API that does not answer fails its first step, saying so, exit 1", () => {
    const { code, stdout } = portal("flow", "run", "forced-password", "--api", "http://127.0.0.1:9")
    expect(code).toBe(1)
    expect(stdout).toMatch(/✗ {2}1 signIn expired\.user/)
    expect(stdout).toMatch(/POST \/v1\/login got no answer: TransportError: fetch failed \(.+\)/)
  })

  it("checks that the generated JSON Schema is current", () => {
    expect(portal("flow", "schema", "--check")).toMatchObject({ code: 0 })
  })
})
