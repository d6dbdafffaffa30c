import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { makeCoverageCollector } from "./coverage-collector.ts"
import { machineCoverage } from "./flow-coverage.ts"
import { machineGraph, statePaths } from "./machine-graph.ts"

const door = setup({
  types: { events: {} as { type: "open" } | { type: "close" } | { type: "knock" } | { type: "lock" } },
  guards: { isLocked: () => false },
}).createMachine({
  id: "door",
  initial: "checking",
  on: { knock: {} },
  states: {
    checking: { always: [{ guard: "isLocked", target: "locked" }, { target: "closed" }] },
    locked: {},
    closed: { on: { open: "opened", lock: "locked" } },
    opened: {
      type: "parallel",
      after: { 1000: "#door.closed" },
      on: { close: "closed" },
      states: {
        hinge: { initial: "swinging", states: { swinging: {}, past: { type: "history" } } },
        light: { initial: "on", states: { on: {} } },
      },
    },
  },
})

describe("a machine's graph", () => {
  it("lists every state but the root and history, by dotted path", () => {
    expect(machineGraph(door).states).toEqual([
      "checking",
      "locked",
      "closed",
      "opened",
      "opened.hinge",
      "opened.hinge.swinging",
      "opened.light",
      "opened.light.on",
    ])
  })

  it("names every transition: source, targets, event (always, after), guard; actions-only ones", () => {
    expect(machineGraph(door).transitions.map((t) => t.name)).toEqual([
      "(root) on knock (no state change)",
      "checking -> locked on always [isLocked]",
      "checking -> closed on always",
      "closed -> opened on open",
      "closed -> locked on lock",
      "opened -> closed on close",
      "opened -> closed on xstate.after.1000.door.opened",
    ])
  })

  it.each([
    ["idle", ["idle"]],
    [
      { menu: "idle", policy: { open: "reading" } },
      ["menu", "menu.idle", "policy", "policy.open", "policy.open.reading"],
    ],
    [{}, []],
  ])("the state value %j stands for %j", (value, paths) => {
    expect(statePaths(value)).toEqual(paths)
  })
})

describe("coverage of a run", () => {
  it("counts the states and transitions an actor went through, transient states included", () => {
    const collector = makeCoverageCollector()
    // A copy made by provide: keys must match the original's graph.
    const actor = createActor(door.provide({}), { inspect: collector.inspect })
    actor.start()
    actor.send({ type: "knock" })
    actor.send({ type: "open" })
    actor.send({ type: "close" })
    actor.stop()
    const coverage = machineCoverage(machineGraph(door), collector)
    expect(coverage.states).toEqual({ covered: 7, total: 8, uncovered: ["locked"] })
    expect(coverage.transitions).toEqual({
      covered: 4,
      total: 7,
      uncovered: [
        "checking -> locked on always [isLocked]",
        "closed -> locked on lock",
        "opened -> closed on xstate.after.1000.door.opened",
      ],
    })
    expect(coverage.percent).toBe(73.3)
  })

  it("a machine that never ran covers nothing", () => {
    const coverage = machineCoverage(machineGraph(door), makeCoverageCollector())
    expect([coverage.states.covered, coverage.transitions.covered, coverage.percent]).toEqual([0, 0, 0])
  })
})
