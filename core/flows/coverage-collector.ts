import type { InspectionEvent } from "xstate"
import { type GraphTransition, statePaths, transitionKey } from "./machine-graph.ts"

/** What replayed actors of one machine went through: state paths and transition keys. */
export interface Covered {
  readonly states: ReadonlySet<string>
  readonly transitions: ReadonlySet<string>
}

export interface CoverageCollector {
  /** An xstate inspector: give it every inspection event of every actor (children included). */
  readonly inspect: (event: InspectionEvent) => void
  /** What the machine with this id (its registry name) went through; empty when it never ran. */
  readonly covered: (machine: string) => Covered
}

interface MachineSnapshotLike {
  readonly machine?: { readonly id?: unknown }
  readonly value?: unknown
}

/** `["a", "b"]` gives `a` and `a.b` (the root, `[]`, gives nothing). */
const ancestry = (path: ReadonlyArray<string>): ReadonlyArray<string> =>
  path.map((_, i) => path.slice(0, i + 1).join("."))

/**
 * Collects, per machine id, the states every snapshot was in and the transitions every microstep
 * took (with the states they left and entered). Snapshots of actors that are not machines (promises, callbacks) have no machine and are
 * left out; a page machine's children count for their own machine.
 */
export const makeCoverageCollector = (): CoverageCollector => {
  const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>()
  const of = (machine: string) => {
    let entry = seen.get(machine)
    if (entry === undefined) {
      entry = { states: new Set(), transitions: new Set() }
      seen.set(machine, entry)
    }
    return entry
  }
  const inspect = (event: InspectionEvent): void => {
    if (event.type !== "@xstate.snapshot" && event.type !== "@xstate.microstep") return
    const snapshot = event.snapshot as MachineSnapshotLike
    const id = snapshot.machine?.id
    if (typeof id !== "string") return
    const entry = of(id)
    for (const path of statePaths(snapshot.value)) entry.states.add(path)
    if (event.type !== "@xstate.microstep") return
    for (const taken of event._transitions) {
      const t = taken as unknown as GraphTransition
      entry.transitions.add(transitionKey(t))
      // A transient state (left by an eventless transition) never shows in a settled snapshot.
      for (const node of [t.source, ...(t.target ?? [])])
        for (const path of ancestry(node.path)) entry.states.add(path)
    }
  }
  return {
    inspect,
    covered: (machine) => seen.get(machine) ?? { states: new Set(), transitions: new Set() },
  }
}
