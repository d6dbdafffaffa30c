import type { AnyStateMachine } from "xstate"
import { getStateNodes } from "xstate/graph"

/** What coverage needs of a state node (xstate's StateNode, narrowed). */
interface GraphNode {
  readonly path: ReadonlyArray<string>
  readonly type: string
  readonly transitions: ReadonlyMap<string, ReadonlyArray<GraphTransition>>
  readonly always?: ReadonlyArray<GraphTransition> | undefined
}

/** What coverage needs of a transition definition (xstate's TransitionDefinition, narrowed). */
export interface GraphTransition {
  readonly source: GraphNode
  readonly eventType: string
  readonly target?: ReadonlyArray<{ readonly path: ReadonlyArray<string> }> | undefined
  readonly guard?: unknown
}

/** One transition of a machine: a stable key (to match taken ones) and a readable name. */
export interface GraphEdge {
  readonly key: string
  readonly name: string
}

/** A machine's states (dotted paths, `success.ready`) and transitions, from its own definition. */
export interface MachineGraph {
  readonly machine: string
  readonly states: ReadonlyArray<string>
  readonly transitions: ReadonlyArray<GraphEdge>
}

const ROOT = "(root)"
const pathOf = (node: { readonly path: ReadonlyArray<string> }): string => node.path.join(".") || ROOT

/** Where a transition sits among its source's: eventless ones in `always`, others by event. */
const siblingsOf = (t: GraphTransition): ReadonlyArray<GraphTransition> =>
  (t.eventType === "" ? t.source.always : t.source.transitions.get(t.eventType)) ?? []

/**
 * The key of a transition definition: its source, its event and its place among the source's
 * transitions for that event (guarded alternatives differ). The same for the machine the graph is
 * read from and for a copy made by `machine.provide`, so taken transitions match the graph's.
 */
export const transitionKey = (t: GraphTransition): string =>
  `${pathOf(t.source)}|${t.eventType}|${siblingsOf(t).indexOf(t)}`

const guardName = (guard: unknown): string | undefined =>
  typeof guard === "string" ? guard : ((guard as { type?: unknown } | undefined)?.type as string | undefined)

/** `idle -> loading on list.pageNext [canPageNext]`; `always` for eventless ones. */
const transitionName = (t: GraphTransition): string => {
  const guard = guardName(t.guard)
  const on = `on ${t.eventType === "" ? "always" : t.eventType}${guard ? ` [${guard}]` : ""}`
  const targets = t.target?.map(pathOf) ?? []
  return targets.length === 0
    ? `${pathOf(t.source)} ${on} (no state change)`
    : `${pathOf(t.source)} -> ${targets.join(", ")} ${on}`
}

const transitionsOf = (node: GraphNode): ReadonlyArray<GraphTransition> => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
]

/**
 * A machine's graph as coverage counts it: every state node but the root and history pseudo-states
 * (`getStateNodes` of xstate/graph), and every transition each node defines (`on`, `after`,
 * `always`, invoke done/error), the same definitions `toDirectedGraph` draws as edges.
 */
export const machineGraph = (machine: AnyStateMachine): MachineGraph => {
  const root = machine.root as unknown as GraphNode
  const nodes = getStateNodes(machine) as unknown as ReadonlyArray<GraphNode>
  const seen = new Map<string, number>()
  const transitions = [root, ...nodes].flatMap(transitionsOf).map((t): GraphEdge => {
    const name = transitionName(t)
    const n = (seen.get(name) ?? 0) + 1
    seen.set(name, n)
    return { key: transitionKey(t), name: n === 1 ? name : `${name} #${n}` }
  })
  const states = nodes.filter((node) => node.type !== "history").map(pathOf)
  return { machine: machine.id, states, transitions }
}

/** The state paths a state value stands for: `{ menu: "idle" }` gives `menu` and `menu.idle`. */
export const statePaths = (value: unknown, prefix = ""): ReadonlyArray<string> => {
  const join = (key: string) => (prefix === "" ? key : `${prefix}.${key}`)
  if (typeof value === "string") return [join(value)]
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => [join(key), ...statePaths(child, join(key))])
}
