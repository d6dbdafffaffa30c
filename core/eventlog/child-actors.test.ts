import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { assign, createActor, sendTo, setup, waitFor } from "xstate"
import { effectTask, withClient } from "../runtime/actor-bridge.ts"
import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { fakeHttpClient } from "../testing/fake-http.ts"
import { sampleNavigation } from "../testing/samples.ts"
import { createEventLog } from "./event-log.ts"
import { toCanonicalJson } from "./json-value.ts"
import { decodeEventLog, type EventLogDocument } from "./log.schema.ts"
import { recordingHttpClient } from "./recording-http.ts"
import { replayLog, snapshotTrail } from "./replay-log.ts"

/** A child that loads on `kid.load`, waits out a delay, and tells its parent. */
const kidMachine = (runtime: PortalRuntime) =>
  setup({
    types: {} as { context: { open: number | null }; events: { type: "kid.load" } },
    actors: {
      fetchMenu: effectTask(
        runtime,
        withClient((c) => c.shell.leftMenu()).pipe(Effect.map((a) => a.TicketCounts.totalOpen)),
      ),
    },
    delays: { settle: 300 },
  }).createMachine({
    id: "kid",
    context: { open: null },
    initial: "idle",
    states: {
      idle: { on: { "kid.load": "loading" } },
      loading: {
        invoke: {
          src: "fetchMenu",
          onDone: { target: "settling", actions: assign({ open: ({ event }) => event.output }) },
        },
      },
      settling: { after: { settle: "done" } },
      done: { entry: sendTo(({ self }) => self._parent!, { type: "kid.done" }) },
    },
  })

const pageMachine = (runtime: PortalRuntime) =>
  setup({
    types: {} as {
      context: { kidDone: boolean }
      events: { type: "kid.load" } | { type: "kid.done" }
      children: { kid: "kid" }
    },
    actors: { kid: kidMachine(runtime) },
  }).createMachine({
    id: "page",
    context: { kidDone: false },
    invoke: { id: "kid", src: "kid" },
    on: {
      "kid.load": { actions: sendTo("kid", { type: "kid.load" }) },
      "kid.done": { actions: assign({ kidDone: true }) },
    },
  })

const machines = (runtime: PortalRuntime) => ({ page: pageMachine(runtime) })

const answer = () => ({ status: 200, body: { TicketCounts: sampleNavigation } })

const record = async (): Promise<EventLogDocument> => {
  let t = 0
  const log = createEventLog({ now: () => (t += 100), startedAt: "2026-11-01T12:00:00.000Z", source: "test" })
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage(),
    httpClient: recordingHttpClient(log, fakeHttpClient(answer)),
  })
  const page = createActor(pageMachine(runtime), { inspect: log.inspector("page") }).start()
  page.send({ type: "kid.load" })
  await waitFor(page, (s) => s.context.kidDone, { timeout: 2000 })
  page.stop()
  await runtime.dispose()
  return decodeEventLog(JSON.parse(JSON.stringify(await log.toDocument())))
}

describe("machine children in the event log", () => {
  it("logs a root's machine child as an actor of its own, with its timer", async () => {
    const log = await record()
    const actors = new Set(log.entries.flatMap((e) => ("actor" in e ? [e.actor] : [])))
    expect([...actors]).toEqual(["page#1", "page#1/kid"])
    const kid = log.entries.filter((e) => "actor" in e && e.actor === "page#1/kid")
    expect(kid.filter((e) => e.kind === "snapshot").map((e) => (e as { value: unknown }).value)).toEqual([
      "idle",
      "loading",
      "settling",
      "done",
    ])
    expect(kid.some((e) => e.kind === "internal" && e.timer === true)).toBe(true)
    expect(log.entries.filter((e) => e.kind === "stop").map((e) => (e as { actor: string }).actor)).toEqual([
      "page#1",
    ])
  })

  it("replays the children's snapshots too, byte for byte", async () => {
    const log = await record()
    const first = await replayLog(log, { machines })
    const second = await replayLog(log, { machines })
    expect(first.failure).toBeNull()
    expect(first.snapshots.filter((s) => s.actor === "page#1/kid")).toHaveLength(4)
    expect(snapshotTrail(first)).toBe(snapshotTrail(second))
  })

  it("a child that differs from the recording fails the replay, naming the child", async () => {
    const log = await record()
    // biome-ignore lint/suspicious/noExplicitAny: the test edits recorded JSON in place
    const altered = structuredClone(log) as unknown as { entries: Array<Record<string, any>> }
    const http = altered.entries.find((e) => e.kind === "http")!
    http.response.body.value.TicketCounts.totalOpen += 1
    const result = await replayLog(decodeEventLog(altered), { machines })
    expect(result.failure?.message).toMatch(/snapshot 3 of page#1\/kid differs from the recording/)
    expect(result.failure?.message).toMatch(/context\/open: recorded \d+, replayed \d+/)
  })

  it("an actor ref kept in a context is logged by its id only", () => {
    const runtime = makePortalRuntime({
      baseUrl: "",
      storage: makeMemoryStorage(),
      httpClient: fakeHttpClient(answer),
    })
    const page = createActor(pageMachine(runtime))
    expect(toCanonicalJson({ kid: page.getSnapshot().children.kid })).toEqual({ kid: { $actor: "kid" } })
  })
})
