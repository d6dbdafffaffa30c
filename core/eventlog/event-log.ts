import type { AnyActorRef, InspectionEvent } from "xstate"
import type {
  EventLogDocument,
  HttpLogEntry,
  LogEntry,
  Outcome,
  RecordedRequest,
  RecordedResponse,
} from "./log.schema.ts"
import { LOG_FORMAT, LOG_VERSION } from "./log.schema.ts"
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
  /** Adds a label (a flow marks each step). */
  readonly mark: (label: string) => void
  /** Exchanges finished so far, in the order they ended. */
  readonly exchanges: () => ReadonlyArray<HttpLogEntry>
  readonly entryCount: () => number
  /** The log as a JSON-ready document (async: attached files are read as base64). */
  readonly toDocument: () => Promise<EventLogDocument>
}

/** What the log reads from an actor beyond `AnyActorRef`: its logic's id and its input. */
type ActorInternals = AnyActorRef & {
  readonly logic?: { readonly id?: unknown }
  readonly options?: { readonly input?: unknown }
}

const isExternal = (event: { type: string }, sourceRef: unknown) =>
  sourceRef === undefined && !event.type.startsWith("xstate.")

/** Starts an empty event log. */
export const createEventLog = (options: EventLogOptions): EventLog => {
  const pseudonyms = new SessionPseudonyms()
  const raw: Array<RawEntry> = []
  const open = new Map<number, OpenExchange>()
  const actorIds = new Map<string, string>()
  const perMachine = new Map<string, number>()
  const limit = options.maxEntries ?? 50_000
  let lastAt = 0
  let calls = 0
  let truncated = false

  const now = () => {
    lastAt = Math.max(lastAt, Math.round(options.now()))
    return lastAt
  }
  const push = (entry: RawEntry) => {
    if (raw.length >= limit) truncated = true
    else raw.push(entry)
  }
  // An actor is logged from its start (xstate.init), not its creation: React may create actors
  // it never starts, and replay must not start them either.
  const created = new Map<string, string | undefined>()
  const register = (ref: ActorInternals) => {
    const name = created.get(ref.sessionId)
    created.delete(ref.sessionId)
    const logicId = ref.logic?.id
    const machine = typeof logicId === "string" ? logicId : (name ?? "actor")
    const n = (perMachine.get(machine) ?? 0) + 1
    perMachine.set(machine, n)
    const actor = `${machine}#${n}`
    actorIds.set(ref.sessionId, actor)
    push({
      kind: "start",
      at: now(),
      actor,
      machine,
      input: sanitize(ref.options?.input ?? null, pseudonyms),
    })
  }

  const inspector = (name?: string) => (e: InspectionEvent) => {
    const ref = e.actorRef as ActorInternals
    if (ref.sessionId !== e.rootId) return
    if (e.type === "@xstate.actor") {
      created.set(ref.sessionId, name)
      return
    }
    if (e.type === "@xstate.event" && e.event.type === "xstate.init" && created.has(ref.sessionId))
      register(ref)
    const actor = actorIds.get(ref.sessionId)
    if (actor === undefined) return
    if (e.type === "@xstate.event") {
      if (isExternal(e.event, e.sourceRef))
        push({ kind: "event", at: now(), actor, event: sanitize(e.event, pseudonyms) })
      else if (e.event.type !== "xstate.init")
        push({
          kind: "internal",
          at: now(),
          actor,
          type: e.event.type,
          ...(e.sourceRef === ref ? { timer: true } : {}),
        })
    } else if (e.type === "@xstate.snapshot") {
      if ((e.snapshot as { status?: string }).status === "stopped") {
        push({ kind: "stop", at: now(), actor })
        actorIds.delete(ref.sessionId)
      } else push({ kind: "snapshot", at: now(), actor, snapshot: e.snapshot })
    }
  }

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

  const startStorage = sanitizeStorage(options.storage ?? {}, pseudonyms)

  return {
    inspector,
    beginExchange,
    endExchange,
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
