import { describe, expect, it } from "vitest"
import { type CoverageCollector, makeCoverageCollector } from "../../core/flows/coverage-collector.ts"
import { type FlowCoverageReport, flowCoverage, registryGraphs } from "../../core/flows/flow-coverage.ts"
import { PORTAL_MACHINE_NAMES } from "../../core/machines/portal-machines.ts"
import { flowNames, loadFlow, loadRecording } from "./shipped.ts"

const input = (name: string) => ({ name, flow: loadFlow(name), recording: loadRecording(name) })
/** Every shipped flow replayed once for the tests that read the whole report or what it took. */
let everyFlow: Promise<{ report: FlowCoverageReport; collector: CoverageCollector }> | undefined
const replayedOnce = () => {
  everyFlow ??= (async () => {
    const collector = makeCoverageCollector()
    return { report: await flowCoverage(flowNames().map(input), collector), collector }
  })()
  return everyFlow
}
const uncoveredOf = async (names: ReadonlyArray<string>, machine: string) =>
  (await flowCoverage(names.map(input))).machines.find((m) => m.machine === machine)!.transitions.uncovered

describe("replay coverage of the shipped flows", () => {
  it("lists every machine of the registry, each count within its graph", async () => {
    const { report } = await replayedOnce()
    expect(report.flows.filter((f) => !f.ok)).toEqual([])
    // Auth's impersonation child is not registered on its own: it gets a row right after auth.
    expect(report.machines.map((m) => m.machine)).toEqual(
      PORTAL_MACHINE_NAMES.flatMap((name) => (name === "auth" ? [name, "impersonation"] : [name])),
    )
    for (const m of report.machines) {
      expect(m.states.covered + m.states.uncovered.length).toBe(m.states.total)
      expect(m.transitions.covered + m.transitions.uncovered.length).toBe(m.transitions.total)
    }
    expect(report.total.transitions.covered).toBe(
      report.machines.reduce((n, m) => n + m.transitions.covered, 0),
    )
  })

  it("every machine of the registry has a flow of its own: one that starts it (auth: signs in)", () => {
    const started = new Set<string>()
    for (const name of flowNames())
      for (const step of loadFlow(name).steps) {
        if (step.step === "start") started.add(step.machine)
        if (step.step === "signIn") started.add("auth")
      }
    expect(PORTAL_MACHINE_NAMES.filter((m) => !started.has(m))).toEqual([])
  })

  it("a flow's transitions count: failed-sign-in adds the refused sign-in to sign-in-sign-out's", async () => {
    const refused = "signingIn -> checkingAttempts on xstate.error.actor.0.auth.signingIn"
    expect(await uncoveredOf(["sign-in-sign-out"], "auth")).toContain(refused)
    expect(await uncoveredOf(["sign-in-sign-out", "failed-sign-in"], "auth")).not.toContain(refused)
  })

  it("a child machine driven through its parent counts for itself: impersonation through auth", async () => {
    const refused = "starting -> none on xstate.error.actor.0.impersonation.starting"
    const ended = "ending -> success on xstate.done.actor.0.impersonation.ending"
    expect(await uncoveredOf(["impersonation"], "impersonation")).toContain(refused)
    expect(await uncoveredOf(["impersonation"], "impersonation")).not.toContain(ended)
    expect(await uncoveredOf(["impersonation", "impersonation-refused"], "impersonation")).not.toContain(
      refused,
    )
    // changeRequest runs only as equipmentPage's child in equipment-change-request.
    expect(await uncoveredOf(["equipment-change-request"], "changeRequest")).not.toContain(
      "editing -> submitting on request.submit",
    )
  })

  it("every transition a replay takes is one of its machine's graph (children included)", async () => {
    const { collector } = await replayedOnce()
    for (const graph of await registryGraphs()) {
      const keys = new Set(graph.transitions.map((t) => t.key))
      expect([...collector.covered(graph.machine).transitions].filter((k) => !keys.has(k))).toEqual([])
      expect([...collector.covered(graph.machine).states].filter((s) => !graph.states.includes(s))).toEqual(
        [],
      )
    }
  })
})
