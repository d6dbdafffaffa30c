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

export const makeReplayTransport = (
  exchanges: ReadonlyArray<HttpLogEntry>,
  options: ReplayTransportOptions = {},
): ReplayTransport => {
  const slots: Array<Slot> = [...exchanges]
    .sort((a, b) => a.call - b.call)
    .map((entry) => ({
      entry,
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
    failure: failed.promise,
    mismatch: () => mismatch,
    sent: () => sent,
  }
}
