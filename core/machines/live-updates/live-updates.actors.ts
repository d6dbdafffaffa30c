import { Effect, Stream } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { createParser } from "eventsource-parser"
import { fromCallback } from "xstate"
import { parseLiveEvent } from "../../domain/live/live-events.ts"
import { authorizationOf } from "../../domain/tokens/personal-tokens.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { readSession } from "../../runtime/session-store.ts"
import { liveUpdatesMachine } from "./live-updates.machine.ts"
import type { LiveStreamInput, LiveStreamReport } from "./live-updates.types.ts"

/** GET /v1/events under the stored session, resuming after `afterId`. */
const streamRequest = (runtime: PortalRuntime, afterId: number | null) => {
  const session = readSession(runtime.storage)
  let request = HttpClientRequest.get(`${runtime.baseUrl}/v1/events`).pipe(
    HttpClientRequest.setHeader("accept", "text/event-stream"),
  )
  if (session !== null)
    request = HttpClientRequest.setHeader(request, "authorization", authorizationOf(session.sessionID))
  if (afterId !== null) request = HttpClientRequest.setHeader(request, "last-event-id", String(afterId))
  return request
}

/**
 * Reads one stream on the runtime's transport (so a session log records it, frame by frame): the
 * answer's status, then each frame through a well-kept SSE parser (`eventsource-parser`), each
 * event reported in order. The stream ending, a network failure or a refusal is reported once;
 * stopping the actor (the shell stopped, the state left) aborts the request.
 */
const readStream = (runtime: PortalRuntime, input: LiveStreamInput, report: (r: LiveStreamReport) => void) =>
  Effect.gen(function* () {
    const client = yield* HttpClient.HttpClient
    const response = yield* client.execute(streamRequest(runtime, input.afterId))
    if (response.status === 401 || response.status === 403) {
      report({ type: "live.ended" })
      return
    }
    if (response.status !== 200) {
      const retryAfter = Number(response.headers["retry-after"] ?? 0)
      report({ type: "live.lost", retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 0 })
      return
    }
    report({ type: "live.opened" })
    const parser = createParser({
      onEvent: (message) => {
        const event = parseLiveEvent(message.data)
        if (event !== undefined) report({ type: "live.received", event })
      },
      onRetry: (retryMs) => report({ type: "live.retryHint", retryMs }),
    })
    const decoder = new TextDecoder()
    yield* Stream.runForEach(response.stream, (chunk) =>
      Effect.sync(() => parser.feed(decoder.decode(chunk, { stream: true }))),
    )
    report({ type: "live.lost", retryAfterSeconds: 0 })
  })

/** The stream actor on the runtime: reports until stopped, then aborts its request. */
export const liveStreamActor = (runtime: PortalRuntime) =>
  fromCallback<{ type: "none" }, LiveStreamInput, LiveStreamReport>(({ input, sendBack }) => {
    const controller = new AbortController()
    let stopped = false
    const report = (r: LiveStreamReport) => {
      if (!stopped) sendBack(r)
    }
    // Started a microtask after the invocation: a replay hands an invoked call's answer over at the
    // invocation's done event, which a stream never has, so the stream's call must not count as the
    // invocation's; its answer and parts then arrive where the log has them.
    queueMicrotask(() => {
      if (stopped) return
      void runtime
        .runPromiseExit(readStream(runtime, input, report), { signal: controller.signal })
        .then((exit) => {
          if (exit._tag === "Failure") report({ type: "live.lost", retryAfterSeconds: 0 })
        })
    })
    return () => {
      stopped = true
      controller.abort()
    }
  })

/** The live updates machine wired to the runtime. */
export const liveLiveUpdatesMachine = (runtime: PortalRuntime) =>
  liveUpdatesMachine.provide({ actors: { stream: liveStreamActor(runtime) } })
