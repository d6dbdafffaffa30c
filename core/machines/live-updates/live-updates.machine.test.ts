import { Effect, Layer } from "effect"
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { assign, createActor, fromCallback, setup, SimulatedClock, waitFor } from "xstate"
import type { LiveEvent } from "../../domain/live/live-events.ts"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { writeSession } from "../../runtime/session-store.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { liveLiveUpdatesMachine } from "./live-updates.actors.ts"
import { liveUpdatesMachine } from "./live-updates.machine.ts"
import type { LiveStreamInput, LiveStreamReport, ShellLiveReceived } from "./live-updates.types.ts"

/** A stream the test drives: each connection's input, and the reporter of the latest one. */
const scriptedStream = () => {
  const inputs: Array<LiveStreamInput> = []
  let report: (r: LiveStreamReport) => void = () => {}
  let stops = 0
  const logic = fromCallback<{ type: "none" }, LiveStreamInput, LiveStreamReport>(({ input, sendBack }) => {
    inputs.push(input)
    report = sendBack
    return () => {
      stops += 1
    }
  })
  return { logic, inputs, send: (r: LiveStreamReport) => report(r), stops: () => stops }
}

/** A parent that keeps what its live child (`live`) hands it, as the shell does. */
const parentOf = (logic: typeof liveUpdatesMachine, clock = new SimulatedClock()) => {
  const parent = setup({
    types: {} as { context: { heard: Array<LiveEvent> }; events: ShellLiveReceived },
    actors: { live: logic },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: "live", src: "live" },
    on: {
      "shell.live": { actions: assign({ heard: ({ context, event }) => [...context.heard, event.event] }) },
    },
  })
  const actor = createActor(parent, { clock }).start()
  const live = () => actor.getSnapshot().children.live!
  return { actor, live, clock }
}

const withParent = (stream: ReturnType<typeof scriptedStream>, clock = new SimulatedClock()) =>
  parentOf(liveUpdatesMachine.provide({ actors: { stream: stream.logic } }), clock)

const comment = (id: number, ticketid = 42): LiveStreamReport => ({
  type: "live.received",
  event: { id, kind: "ticket.comment", ticketid },
})

describe("live updates machine", () => {
  it("connects without Last-Event-ID, hands each event to its parent in order and keeps the last id", () => {
    const stream = scriptedStream()
    const { actor, live } = withParent(stream)
    expect(live().getSnapshot().value).toEqual({ connected: "connecting" })
    expect(stream.inputs).toEqual([{ afterId: null }])
    stream.send({ type: "live.opened" })
    stream.send(comment(5))
    stream.send({ type: "live.received", event: { id: 6, kind: "notification", ticketid: null } })
    expect(live().getSnapshot().value).toEqual({ connected: "open" })
    expect(actor.getSnapshot().context.heard.map((e) => e.id)).toEqual([5, 6])
    expect(live().getSnapshot().context).toMatchObject({ lastEventId: 6, received: 2, attempt: 0 })
  })

  it("after a lost stream waits the server's hint, doubling per failed attempt, and resumes after the last id", () => {
    const stream = scriptedStream()
    const { live, clock } = withParent(stream)
    stream.send({ type: "live.retryHint", retryMs: 1000 })
    stream.send({ type: "live.opened" })
    stream.send(comment(9))
    stream.send({ type: "live.lost", retryAfterSeconds: 0 })
    expect(live().getSnapshot().value).toBe("waiting")
    clock.increment(999)
    expect(stream.inputs).toHaveLength(1)
    clock.increment(1)
    expect(stream.inputs).toEqual([{ afterId: null }, { afterId: 9 }])
    // The server is down: 2 s, then 4 s.
    stream.send({ type: "live.lost", retryAfterSeconds: 0 })
    clock.increment(1999)
    expect(stream.inputs).toHaveLength(2)
    clock.increment(1)
    expect(stream.inputs).toHaveLength(3)
    stream.send({ type: "live.lost", retryAfterSeconds: 0 })
    clock.increment(3999)
    expect(stream.inputs).toHaveLength(3)
    clock.increment(1)
    expect(stream.inputs.at(-1)).toEqual({ afterId: 9 })
    // Open again: the next loss waits the hint alone.
    stream.send({ type: "live.opened" })
    stream.send({ type: "live.lost", retryAfterSeconds: 0 })
    clock.increment(1000)
    expect(stream.inputs).toHaveLength(5)
  })

  it("waits a 429's Retry-After, and connects at once when the host asks", () => {
    const stream = scriptedStream()
    const { live, clock } = withParent(stream)
    stream.send({ type: "live.lost", retryAfterSeconds: 20 })
    clock.increment(19_999)
    expect(stream.inputs).toHaveLength(1)
    clock.increment(1)
    expect(stream.inputs).toHaveLength(2)
    stream.send({ type: "live.lost", retryAfterSeconds: 0 })
    live().send({ type: "live.reconnect" })
    expect(stream.inputs).toHaveLength(3)
    expect(live().getSnapshot().value).toEqual({ connected: "connecting" })
  })

  it("ends on 401: the session is gone, and no stream is asked for again", () => {
    const stream = scriptedStream()
    const { live, clock } = withParent(stream)
    stream.send({ type: "live.ended" })
    expect(live().getSnapshot().status).toBe("done")
    clock.increment(120_000)
    expect(stream.inputs).toHaveLength(1)
    expect(stream.stops()).toBe(1)
  })
})

/** A transport answering GET /v1/events with `frames` (or a refusal), keeping each request. */
const streamingTransport = (
  answer: { status: number; frames?: ReadonlyArray<string>; headers?: Record<string, string> },
  seen: Array<HttpClientRequest.HttpClientRequest>,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((request) =>
      Effect.sync(() => {
        seen.push(request)
        const encoder = new TextEncoder()
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const frame of answer.frames ?? []) controller.enqueue(encoder.encode(frame))
            controller.close()
          },
        })
        return HttpClientResponse.fromWeb(
          request,
          new Response(body, {
            status: answer.status,
            headers: { "content-type": "text/event-stream", ...answer.headers },
          }),
        )
      }),
    ),
  )

const liveRuntime = (transport: Layer.Layer<HttpClient.HttpClient>) => {
  const storage = makeMemoryStorage()
  writeSession(storage, { sessionID: "s-1", userID: 3, isImpersonation: false })
  return makePortalRuntime({ baseUrl: "http://portal.test", storage, httpClient: transport })
}

describe("live stream actor", () => {
  it("sends the session and Last-Event-ID, parses split frames and skips what it does not know", async () => {
    const seen: Array<HttpClientRequest.HttpClientRequest> = []
    const frames = [
      "retry: 2500\n: open\n\n",
      'id: 11\nevent: ticket.comment\ndata: {"id":11,"kind":"ticket.com',
      'ment","ticketid":42}\n\n: heartbeat\n\n',
      'id: 12\nevent: ticket.gone\ndata: {"id":12,"kind":"ticket.gone","ticketid":42}\n\n',
      'id: 13\nevent: notification\ndata: {"id":13,"kind":"notification","ticketid":null}\n\n',
    ]
    const runtime = liveRuntime(streamingTransport({ status: 200, frames }, seen))
    const { actor, live: child } = parentOf(liveLiveUpdatesMachine(runtime))
    const live = child()
    await waitFor(live, (s) => s.matches("waiting"))
    expect(actor.getSnapshot().context.heard).toEqual([
      { id: 11, kind: "ticket.comment", ticketid: 42 },
      { id: 13, kind: "notification", ticketid: null },
    ])
    expect(live.getSnapshot().context).toMatchObject({ lastEventId: 13, retryMs: 2500, attempt: 1 })
    expect(seen[0]?.url).toBe("http://portal.test/v1/events")
    expect(seen[0]?.headers.authorization).toBe("EC s-1")
    expect(seen[0]?.headers["last-event-id"]).toBeUndefined()
    live.send({ type: "live.reconnect" })
    await waitFor(live, (s) => s.matches("waiting") && seen.length === 2)
    expect(seen[1]?.headers["last-event-id"]).toBe("13")
    actor.stop()
  })

  it("reports a refusal with its Retry-After", async () => {
    const seen: Array<HttpClientRequest.HttpClientRequest> = []
    const runtime = liveRuntime(streamingTransport({ status: 429, headers: { "retry-after": "20" } }, seen))
    const live = createActor(liveLiveUpdatesMachine(runtime)).start()
    await waitFor(live, (s) => s.matches("waiting"))
    expect(live.getSnapshot().context).toMatchObject({ retryAfterSeconds: 20, attempt: 1 })
    live.stop()
  })
})
