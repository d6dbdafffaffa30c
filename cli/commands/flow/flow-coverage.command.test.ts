import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { PORTAL_MACHINE_NAMES } from "../../../core/machines/portal-machines.ts"
import { makeCliDeps } from "../../runtime/cli-deps.ts"
import * as coverage from "./flow-coverage.command.ts"

// Offline: the shipped recordings, no server.
const dir = mkdtempSync(join(tmpdir(), "portal-coverage-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const deps = () =>
  makeCliDeps({ api: "http://127.0.0.1:9", session: join(dir, "s.json") }, { readPassword: null })

const run = async (options: coverage.FlowCoverageOptions) => {
  const d = deps()
  try {
    return await coverage.run(options, d)
  } finally {
    await d.runtime.dispose()
  }
}

describe("portal flow coverage", () => {
  it("prints one row per machine of the registry and a total; JSON names what is not covered", async () => {
    // Two shipped flows by name (every flow is replayed by tests/replay/flow-coverage.test.ts).
    const report = await run({ flows: ["sign-in-sign-out", "auth-failures"] })
    expect(report.flows.map((f) => f.name)).toEqual(["auth-failures", "sign-in-sign-out"])
    expect(coverage.exitCode(report)).toBe(0)
    const lines = coverage.render(report).split("\n")
    expect(lines[0]).toMatch(/^machine +states +transitions +covered$/)
    // Registry order; auth's impersonation child (not registered on its own) right after auth.
    expect(lines.slice(2, 3 + PORTAL_MACHINE_NAMES.length).map((l) => l.split(" ")[0])).toEqual(
      PORTAL_MACHINE_NAMES.flatMap((name) => (name === "auth" ? [name, "impersonation"] : [name])),
    )
    expect(lines).toContainEqual(expect.stringMatching(/^all machines +\d+\/\d+ +\d+\/\d+ +\d+\.\d%$/))
    const auth = report.machines.find((m) => m.machine === "auth")!
    // A new password equal to the current one: recordings drop password fields and replay puts back
    // a different placeholder for each, so no replayed flow reaches the rule's refusal.
    expect(auth.transitions.uncovered).toContain(
      "success.ready on auth.updatePassword [isChangeRefused] (no state change)",
    )
    // A failed sign-out request, which the server never gives: auth-failures injects it.
    expect(auth.transitions.uncovered).not.toContain(
      "loggingOut -> none on xstate.error.actor.0.auth.loggingOut",
    )
    expect(auth.transitions.uncovered).not.toContain("none -> signingIn on auth.submit")
  })

  it("a flow without a recording fails (exit 1) and covers nothing", async () => {
    const flows = join(dir, "flows")
    const file = join(dir, "lonely.flow.json")
    writeFileSync(file, JSON.stringify({ description: "x", steps: [{ step: "start", machine: "banner" }] }))
    const report = await run({ flows: [file], flowsDir: flows, recordingsDir: join(dir, "none") })
    expect(coverage.exitCode(report)).toBe(1)
    expect(report.flows).toEqual([
      { name: "lonely", ok: false, error: expect.stringMatching(/^no recording at .*lonely\.log\.json/) },
    ])
    expect(report.total.transitions.covered).toBe(0)
    expect(coverage.render(report)).toMatch(/^FAIL lonely: no recording at .* \(its coverage is partial\)$/m)
  })
})
