import type { InspectionEvent } from "xstate"
import type { PublicConfig } from "../schema/config.ts"
import { makeActorCapture } from "./actor-capture.ts"
import type {
  EventLogDocument,
  HttpLogEntry,
  LogEntry,
  Outcome,
  RecordedRequest,
  RecordedResponse,
} from "./log.schema.ts"
import { LOG_FORMAT, LOG_VERSION } from "./log-format.ts"
import { SessionPseudonyms, sanitize, sanitizeStorage } from "./redact.ts"
import type { RawEntry } from "./log-entries.ts"

export interface EventLogOptions {
  /** Milliseconds since the log started, from the host's clock (core never reads the clock). */
  readonly now: () => number
  /** ISO time the log started, from the host. */
  readonly startedAt: string
  /** `browser`, `cli`, `flow:<name>`. */
  readonly source: string
  /** Storage keys the client holds at the start (the replay starts from them). */
  readonly storage?: Readonly<Record<string, string>>
  /** The server's public configuration when the host read it (a flow recording: its seed scale). */
  readonly server?: PublicConfig
  /** Entries kept before the log stops growing (a long browser session); default 50,000. */
  readonly maxEntries?: number
}

/** A request the transport has sent and not yet finished. */
export interface OpenExchange {
  readonly call: number
  readonly sentAt: number
  readonly request: RecordedRequest
}

export interface ExchangeEnd {
  readonly outcome: Exclude<Outcome, "pending">
  readonly response?: RecordedResponse
  readonly failure?: string
}

/**
 * One session's event log. Actors report through `inspector(name)` (XState `inspect`), the
 * transport through `beginExchange`/`endExchange`; passwords are removed as entries arrive.
 */
export interface EventLog {
  readonly inspector: (machine?: string) => (event: InspectionEvent) => void
  readonly beginExchange: (request: RecordedRequest) => OpenExchange
  readonly endExchange: (open: OpenExchange, end: ExchangeEnd) => void
  /** A part of exchange `call`'s streamed answer arrived (`ended`: the stream ended). */
  readonly streamed: (call: number, text: string, ended?: boolean) => void
  /**
   * Calls `listener` with every entry from now on, as captured (passwords already removed), even
   * once the log has stopped growing; the client log feeds on this. Returns the unsubscribe.
   */
  readonly subscribe: (listener: (entry: RawEntry) => void) => () => void
  /** Adds a label (a flow marks each step). */
  readonly mark: (label: string) => void
  /** Exchanges finished so far, in the order they ended. */
  readonly exchanges: () => ReadonlyArray<HttpLogEntry>
  readonly entryCount: () => number
  /** The log as a JSON-ready document (async: attached files are read as base64). */
  readonly toDocument: () => Promise<EventLogDocument>
}

/** Starts an empty event log. */
export const createEventLog = (options: EventLogOptions): EventLog => {
  const pseudonyms = new SessionPseudonyms()
  const raw: Array<RawEntry> = []
  const open = new Map<number, OpenExchange>()
  const limit = options.maxEntries ?? 50_000
  let lastAt = 0
  let calls = 0
  let truncated = false

  const now = () => {
    lastAt = Math.max(lastAt, Math.round(options.now()))
    return lastAt
  }
  const listeners = new Set<(entry: RawEntry) => void>()
  const push = (entry: RawEntry) => {
    if (raw.length >= limit) truncated = true
    else raw.push(entry)
    for (const listener of listeners) listener(entry)
  }
  const inspector = makeActorCapture(push, now, pseudonyms)

  const beginExchange = (request: RecordedRequest): OpenExchange => {
    calls += 1
    const body =
      request.body.type === "json"
        ? { ...request.body, value: sanitize(request.body.value, pseudonyms).value }
        : request.body
    const exchange = { call: calls, sentAt: now(), request: { ...request, body } }
    open.set(calls, exchange)
    return exchange
  }

  const endExchange = (exchange: OpenExchange, end: ExchangeEnd) => {
    if (!open.delete(exchange.call)) return
    const response = end.response && sanitizeResponse(end.response, pseudonyms)
    push({
      kind: "http",
      at: now(),
      call: exchange.call,
      sentAt: exchange.sentAt,
      request: exchange.request,
      outcome: end.outcome,
      response: response ?? null,
      ...(end.failure === undefined ? {} : { failure: end.failure }),
    })
  }

  const streamed = (call: number, text: string, ended = false) =>
    push({ kind: "streamed", at: now(), call, text, ...(ended ? { ended: true as const } : {}) })

  const startStorage = sanitizeStorage(options.storage ?? {}, pseudonyms)

  return {
    inspector,
    beginExchange,
    endExchange,
    streamed,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    mark: (label) => push({ kind: "mark", at: now(), label }),
    exchanges: () =>
      raw.filter((e): e is Extract<RawEntry, { kind: "http" }> => e.kind === "http").map(stripKind),
    entryCount: () => raw.length,
    toDocument: async () => {
      // Taken at once: exchanges that end while the conversion runs belong to a later download.
      const at = now()
      const pending: Array<RawEntry> = [...open.values()].map((x) => ({
        kind: "http",
        at,
        call: x.call,
        sentAt: x.sentAt,
        request: x.request,
        outcome: "pending",
        response: null,
      }))
      const taken = [...raw, ...pending]
      // Loaded on demand: the browser needs the conversion (JSON Patch, file encoding) only on download.
      const { toLogEntries } = await import("./log-entries.ts")
      const entries: ReadonlyArray<LogEntry> = await toLogEntries(taken, pseudonyms)
      return {
        format: LOG_FORMAT,
        version: LOG_VERSION,
        startedAt: options.startedAt,
        source: options.source,
        storage: startStorage,
        ...(options.server ? { server: options.server } : {}),
        ...(truncated ? { truncated } : {}),
        entries,
      }
    },
  }
}

const stripKind = (entry: Extract<RawEntry, { kind: "http" }>, seq: number): HttpLogEntry => ({
  ...entry,
  seq,
})

const sanitizeResponse = (response: RecordedResponse, pseudonyms: SessionPseudonyms): RecordedResponse =>
  response.body.type === "json"
    ? { ...response, body: { ...response.body, value: sanitize(response.body.value, pseudonyms).value } }
    : response
