import { Effect, Layer } from "effect"
import { HttpClient, HttpClientError, type HttpClientRequest, HttpClientResponse } from "effect/http"
import { describeRequest, requestLine, toWebResponse } from "./http-record.ts"
import type { HttpLogEntry, RecordedRequest } from "./log.schema.ts"
import { SessionPseudonyms, sanitize } from "./redact.ts"
import { CallOrigin } from "./call-origin.ts"
import { type Deferred, makeDeferred } from "./deferred.ts"
import { requestDifferences } from "./diff.ts"
import { ReplayMismatch } from "./replay-mismatch.ts"

export { ReplayMismatch, within } from "./replay-mismatch.ts"

interface Slot {
  readonly entry: HttpLogEntry
  /** A streamed answer's body, fed part by part as the replay reaches them (`streamed`). */
  readonly stream: {
    readonly body: ReadableStream<Uint8Array>
    feed: (text: string, ended: boolean) => void
  } | null
  readonly requested: Deferred<void>
  readonly released: Deferred<void>
  arrived: boolean
  /** The invocation that sent it (see `CallOrigin`), when known. */
  origin: string | null
}

/**
 * An HttpClient that answers from recorded exchanges, in the order the requests were sent. Each
 * answer waits until the replay reaches the point where it arrived in the recording (`release`), so
 * concurrent calls resolve in the recorded order. A request that differs from the next recorded
 * one fails at once: `failure` rejects with a diff naming both calls.
 */
export interface ReplayTransport {
  readonly layer: Layer.Layer<HttpClient.HttpClient>
  /** Resolves when the machines have sent recorded call `call` (and it matched). */
  readonly requested: (call: number) => Promise<void>
  /** True once the machines have sent recorded call `call`. */
  readonly hasArrived: (call: number) => boolean
  /** The invocation that sent call `call`, when known. */
  readonly originOf: (call: number) => string | null
  /** Lets the answer of call `call` through. */
  readonly release: (call: number) => void
  /** A part of call `call`'s streamed answer, at its place in the log (`ended`: the stream ended). */
  readonly streamed: (call: number, text: string, ended: boolean) => void
  /** Rejects with the first mismatch; never resolves. */
  readonly failure: Promise<never>
  readonly mismatch: () => ReplayMismatch | null
  /** Calls sent so far. */
  readonly sent: () => number
}

const normalized = (request: RecordedRequest, pseudonyms: SessionPseudonyms): RecordedRequest =>
  request.body.type === "json"
    ? { ...request, body: { ...request.body, value: sanitize(request.body.value, pseudonyms).value } }
    : request

const transportError = (request: HttpClientRequest.HttpClientRequest, description: string) =>
  new HttpClientError.HttpClientError({
    reason: new HttpClientError.TransportError({ request, description }),
  })

export interface ReplayTransportOptions {
  /**
   * The log stopped growing at its size limit: requests past its end get no answer (as if still
   * pending) instead of failing the replay.
   */
  readonly truncated?: boolean
}

/** A recorded answer that streamed (its parts follow in `streamed` entries). */
const isStreamedAnswer = (entry: HttpLogEntry): boolean =>
  entry.outcome === "answered" &&
  entry.response !== null &&
  entry.response.status === 200 &&
  (entry.response.headers["content-type"] ?? "").startsWith("text/event-stream")

/** A body the replay writes into: parts wait in the stream until the machines read them. */
const streamFeed = () => {
  const encoder = new TextEncoder()
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null
  let closed = false
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c
    },
    cancel: () => {
      closed = true
    },
  })
  return {
    body,
    feed: (text: string, ended: boolean) => {
      if (closed || controller === null) return
      if (text !== "") controller.enqueue(encoder.encode(text))
      if (ended) {
        closed = true
        controller.close()
      }
    },
  }
}

export const makeReplayTransport = (
  exchanges: ReadonlyArray<HttpLogEntry>,
  options: ReplayTransportOptions = {},
): ReplayTransport => {
  const slots: Array<Slot> = [...exchanges]
    .sort((a, b) => a.call - b.call)
    .map((entry) => ({
      entry,
      stream: isStreamedAnswer(entry) ? streamFeed() : null,
      requested: makeDeferred<void>(),
      released: makeDeferred<void>(),
      arrived: false,
      origin: null,
    }))
  const byCall = new Map(slots.map((slot) => [slot.entry.call, slot]))
  const failed = makeDeferred<never>()
  failed.promise.catch(() => undefined)
  const pseudonyms = new SessionPseudonyms()
  let mismatch: ReplayMismatch | null = null
  let sent = 0

  const fail = (message: string) => {
    mismatch ??= new ReplayMismatch(message)
    failed.reject(mismatch)
    return mismatch
  }

  const answer = (slot: Slot, request: HttpClientRequest.HttpClientRequest) => {
    const { entry } = slot
    if (slot.stream !== null && entry.response !== null)
      return Effect.succeed(
        HttpClientResponse.fromWeb(
          request,
          new Response(slot.stream.body, { status: entry.response.status, headers: entry.response.headers }),
        ),
      )
    if (entry.outcome === "answered" && entry.response !== null)
      return Effect.succeed(HttpClientResponse.fromWeb(request, toWebResponse(entry.response)))
    if (entry.outcome === "failed")
      return Effect.fail(transportError(request, entry.failure ?? "request failed"))
    return Effect.never
  }

  /**
   * The recorded call a request stands for: the next unmatched one, or a later one that was sent
   * while that one was still in flight (concurrent calls of different actors may start in either
   * order; sequential calls must come in the recorded order).
   */
  const slotFor = (came: RecordedRequest): Slot | string => {
    const next = slots.find((slot) => !slot.arrived)
    if (next === undefined)
      return `request ${sent} is not in the recording (it has ${slots.length}): came ${requestLine(came)}`
    const differences = requestDifferences(next.entry.request, came)
    if (differences.length === 0) return next
    const inFlightUntil = next.entry.outcome === "pending" ? Number.POSITIVE_INFINITY : next.entry.at
    const concurrent = slots.find(
      (slot) =>
        !slot.arrived &&
        slot.entry.call > next.entry.call &&
        slot.entry.sentAt <= inFlightUntil &&
        requestDifferences(slot.entry.request, came).length === 0,
    )
    if (concurrent !== undefined) return concurrent
    return [
      `call ${next.entry.call} does not match the recording:`,
      `  expected ${requestLine(next.entry.request)}`,
      `  came     ${requestLine(came)}`,
      ...differences.map((line) => `  ${line}`),
    ].join("\n")
  }

  const client = HttpClient.make((request) =>
    Effect.flatMap(Effect.serviceOption(CallOrigin), (origin) => {
      sent += 1
      const came = normalized(describeRequest(request), pseudonyms)
      const slot = slotFor(came)
      if (typeof slot === "string" && options.truncated && slots.every((s) => s.arrived)) return Effect.never
      if (typeof slot === "string") return Effect.fail(transportError(request, fail(slot).message))
      slot.arrived = true
      slot.origin = origin._tag === "Some" ? origin.value : null
      slot.requested.resolve()
      return Effect.promise(() => slot.released.promise).pipe(Effect.andThen(answer(slot, request)))
    }),
  )

  return {
    layer: Layer.succeed(HttpClient.HttpClient, client),
    requested: (call) =>
      byCall.get(call)?.requested.promise ?? Promise.reject(fail(`no call ${call} recorded`)),
    hasArrived: (call) => byCall.get(call)?.arrived === true,
    originOf: (call) => byCall.get(call)?.origin ?? null,
    release: (call) => byCall.get(call)?.released.resolve(),
    streamed: (call, text, ended) => byCall.get(call)?.stream?.feed(text, ended),
    failure: failed.promise,
    mismatch: () => mismatch,
    sent: () => sent,
  }
}
