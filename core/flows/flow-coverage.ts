import { type AnyStateMachine, StateMachine } from "xstate"
import type { EventLogDocument } from "../eventlog/log.schema.ts"
import { PORTAL_MACHINE_NAMES, portalMachines } from "../machines/portal-machines.ts"
import { makePortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { type CoverageCollector, makeCoverageCollector } from "./coverage-collector.ts"
import type { FlowFile } from "./flow.schema.ts"
import { replayFlow } from "./flow-replay.ts"
import { type MachineGraph, machineGraph } from "./machine-graph.ts"

/** A flow and its recording, replayed offline for coverage. */
export interface CoverageInput {
  readonly name: string
  readonly flow: FlowFile
  readonly recording: EventLogDocument
}

/** Covered of total, and what is not covered, by name. */
export interface CoverageCount {
  readonly covered: number
  readonly total: number
  readonly uncovered: ReadonlyArray<string>
}

/** One machine of the registry: its states and transitions the flows exercised. */
export interface MachineCoverage {
  readonly machine: string
  readonly states: CoverageCount
  readonly transitions: CoverageCount
  /** Covered states and transitions together, of all of them, in percent (one decimal). */
  readonly percent: number
}

export interface FlowCoverageReport {
  /** Each flow's replay: a failed one (stale recording, difference) covers only what ran before. */
  readonly flows: ReadonlyArray<{ readonly name: string; readonly ok: boolean; readonly error?: string }>
  readonly machines: ReadonlyArray<MachineCoverage>
  readonly total: Omit<MachineCoverage, "machine" | "states" | "transitions"> & {
    readonly states: Omit<CoverageCount, "uncovered">
    readonly transitions: Omit<CoverageCount, "uncovered">
  }
}

const percent = (covered: number, total: number): number =>
  total === 0 ? 100 : Math.round((covered / total) * 1000) / 10

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  logic instanceof StateMachine && typeof (logic as AnyStateMachine).id === "string"

/**
 * The machines a machine invokes or spawns that are not in the registry (auth's `impersonation`),
 * found among its actor implementations, with theirs in turn; each comes once.
 */
export const unregisteredChildren = (
  machine: AnyStateMachine,
  known: ReadonlySet<string>,
): ReadonlyArray<AnyStateMachine> => {
  const found: Array<AnyStateMachine> = []
  const seen = new Set(known)
  const walk = (parent: AnyStateMachine) => {
    for (const logic of Object.values(parent.implementations.actors ?? {})) {
      if (!isMachine(logic) || seen.has(logic.id)) continue
      seen.add(logic.id)
      found.push(logic)
      walk(logic)
    }
  }
  walk(machine)
  return found
}

/**
 * The graph of every machine in the registry (wired to a runtime that is never used), each
 * followed by the machines it runs as children that are not registered on their own (auth's
 * `impersonation`): replay credits a child's transitions to its own id, so those get a row too.
 */
export const registryGraphs = async (): Promise<ReadonlyArray<MachineGraph>> => {
  const runtime = makePortalRuntime({ baseUrl: "", storage: makeMemoryStorage() })
  try {
    const machines = portalMachines(runtime)
    const known = new Set<string>(PORTAL_MACHINE_NAMES)
    return PORTAL_MACHINE_NAMES.flatMap((name) => {
      const machine = machines[name] as AnyStateMachine
      const children = unregisteredChildren(machine, known)
      for (const child of children) known.add(child.id)
      return [machine, ...children].map(machineGraph)
    })
  } finally {
    await runtime.dispose()
  }
}

/** One machine's coverage: its graph against what the collector saw. */
export const machineCoverage = (graph: MachineGraph, collector: CoverageCollector): MachineCoverage => {
  const seen = collector.covered(graph.machine)
  const uncoveredStates = graph.states.filter((s) => !seen.states.has(s))
  const uncoveredEdges = graph.transitions.filter((t) => !seen.transitions.has(t.key)).map((t) => t.name)
  const states = count(graph.states.length, uncoveredStates)
  const transitions = count(graph.transitions.length, uncoveredEdges)
  const all = states.total + transitions.total
  return {
    machine: graph.machine,
    states,
    transitions,
    percent: percent(states.covered + transitions.covered, all),
  }
}

const count = (total: number, uncovered: ReadonlyArray<string>): CoverageCount => ({
  covered: total - uncovered.length,
  total,
  uncovered,
})

const sum = (rows: ReadonlyArray<MachineCoverage>, key: "states" | "transitions") => ({
  covered: rows.reduce((n, row) => n + row[key].covered, 0),
  total: rows.reduce((n, row) => n + row[key].total, 0),
})

/**
 * Which states and transitions of each machine in the registry (and each unregistered child machine)
 * the flows exercise: each flow's
 * recording is replayed offline (no server) through fresh machines, and every snapshot and
 * microstep of every actor, children included, is matched against the machine's own graph.
 */
export const flowCoverage = async (
  inputs: ReadonlyArray<CoverageInput>,
  collector = makeCoverageCollector(),
): Promise<FlowCoverageReport> => {
  const flows: Array<FlowCoverageReport["flows"][number]> = []
  for (const { name, flow, recording } of inputs) {
    const result = await replayFlow(name, flow, recording, { inspect: collector.inspect })
    const error = result.error ?? result.steps.find((s) => s.status === "failed")?.message
    flows.push({ name, ok: result.ok, ...(error === undefined ? {} : { error }) })
  }
  const machines = (await registryGraphs()).map((graph) => machineCoverage(graph, collector))
  const states = sum(machines, "states")
  const transitions = sum(machines, "transitions")
  const all = percent(states.covered + transitions.covered, states.total + transitions.total)
  return { flows, machines, total: { states, transitions, percent: all } }
}
