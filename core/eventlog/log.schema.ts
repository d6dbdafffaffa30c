import { Schema } from "effect"
import { PublicConfig } from "../schema/config.ts"
import { LOG_FORMAT, LOG_VERSION } from "./log-format.ts"

/** Identifies an event log document; `version` changes when the entry shapes change. */
export { LOG_FORMAT, LOG_VERSION }

const Seq = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Millis = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))
const base = {
  /** Position in the log, from 0. */
  seq: Seq,
  /** Milliseconds since the log started, from the host's clock. */
  at: Millis,
}

/** JSON Pointers of fields removed before storing (password fields); replay puts a placeholder back. */
const Redacted = Schema.optionalKey(Schema.Array(Schema.String))

/**
 * A request or response body as stored: parsed JSON, text, base64 bytes, or nothing. A large
 * binary request body (an upload, whose file the event already holds) keeps only its size and an
 * FNV-1a digest, enough for replay to check that the same bytes were sent.
 */
export const RecordedBody = Schema.Union([
  Schema.Struct({ type: Schema.Literal("empty") }),
  Schema.Struct({ type: Schema.Literal("json"), value: Schema.Json }),
  Schema.Struct({ type: Schema.Literal("text"), contentType: Schema.String, value: Schema.String }),
  Schema.Struct({ type: Schema.Literal("bytes"), contentType: Schema.String, base64: Schema.String }),
  Schema.Struct({
    type: Schema.Literal("digest"),
    contentType: Schema.String,
    size: Schema.Int,
    fnv1a: Schema.String,
  }),
])
export type RecordedBody = typeof RecordedBody.Type

/** What the client sent (headers are never stored: they carry the session). */
export const RecordedRequest = Schema.Struct({
  method: Schema.String,
  /** Path without origin or query, e.g. `/v1/ticket/12`. */
  path: Schema.String,
  query: Schema.Record(Schema.String, Schema.String),
  body: RecordedBody,
})
export type RecordedRequest = typeof RecordedRequest.Type

/** What the server answered; only content headers are kept. */
export const RecordedResponse = Schema.Struct({
  status: Schema.Int,
  headers: Schema.Record(Schema.String, Schema.String),
  body: RecordedBody,
})
export type RecordedResponse = typeof RecordedResponse.Type

/** An actor was created (machine name and input) and started. */
export const StartEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("start"),
  /** `<machine>#<n>`: the n-th actor of that machine in this log. */
  actor: Schema.String,
  machine: Schema.String,
  input: Schema.Json,
  redacted: Redacted,
})

/** An event sent to an actor from outside it (the UI, the CLI, a flow): what replay sends again. */
export const EventEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("event"),
  actor: Schema.String,
  event: Schema.Json,
  redacted: Redacted,
})

/**
 * An event the machine got from itself or its children (done events, timers): type only. `timer`
 * marks a delayed event the actor scheduled (`after`): replay fires its pending timer there.
 */
export const InternalEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("internal"),
  actor: Schema.String,
  type: Schema.String,
  timer: Schema.optionalKey(Schema.Literal(true)),
})

/** One JSON Patch operation (RFC 6902 add, remove, replace). */
export const PatchOperation = Schema.Union([
  Schema.Struct({ op: Schema.Literal("add"), path: Schema.String, value: Schema.Json }),
  Schema.Struct({ op: Schema.Literal("remove"), path: Schema.String }),
  Schema.Struct({ op: Schema.Literal("replace"), path: Schema.String, value: Schema.Json }),
])

/**
 * A changed snapshot of an actor: its state value and its context, in full for the actor's first
 * snapshot and as a JSON Patch from the previous one after that.
 */
export const SnapshotEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("snapshot"),
  actor: Schema.String,
  value: Schema.Json,
  context: Schema.optionalKey(Schema.Json),
  patch: Schema.optionalKey(Schema.Array(PatchOperation)),
  /** Present when the actor finished (`done`) or failed (`error`). */
  status: Schema.optionalKey(Schema.Literals(["done", "error"])),
})

/** How an exchange ended: answered, failed without an answer, aborted by the client, still pending. */
export const Outcome = Schema.Literals(["answered", "failed", "aborted", "pending"])
export type Outcome = typeof Outcome.Type

/** One HTTP exchange, stored when it ended; `call` numbers requests in the order they were sent. */
export const HttpEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("http"),
  call: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  sentAt: Millis,
  request: RecordedRequest,
  outcome: Outcome,
  response: Schema.NullOr(RecordedResponse),
  /** Why a failed exchange got no answer (transport message). */
  failure: Schema.optionalKey(Schema.String),
})

/**
 * A part of a streamed answer (text/event-stream) as it arrived after its exchange's entry, which
 * holds the status and an empty body; `ended` marks the stream's end. Replay feeds the parts to the
 * replayed answer at their place in the log, as they came live.
 */
export const StreamedEntry = Schema.Struct({
  ...base,
  kind: Schema.Literal("streamed"),
  call: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  text: Schema.String,
  ended: Schema.optionalKey(Schema.Boolean),
})

export const StopEntry = Schema.Struct({ ...base, kind: Schema.Literal("stop"), actor: Schema.String })

/** A label the host put in the log (a flow marks each step). */
export const MarkEntry = Schema.Struct({ ...base, kind: Schema.Literal("mark"), label: Schema.String })

export const LogEntry = Schema.Union([
  StartEntry,
  EventEntry,
  InternalEntry,
  SnapshotEntry,
  HttpEntry,
  StreamedEntry,
  StopEntry,
  MarkEntry,
])
export type LogEntry = typeof LogEntry.Type
export type HttpLogEntry = typeof HttpEntry.Type
export type StreamedLogEntry = typeof StreamedEntry.Type
export type SnapshotLogEntry = typeof SnapshotEntry.Type

/** The event log: a versioned JSON document (a browser session trace, a flow recording). */
export const EventLogDocument = Schema.Struct({
  format: Schema.Literal(LOG_FORMAT),
  version: Schema.Literal(LOG_VERSION),
  /** ISO time the host started the log (for people; replay uses `at`). */
  startedAt: Schema.String,
  /** Who wrote it: `browser`, `cli`, or `flow:<name>`. */
  source: Schema.String,
  /** Storage keys the client had when the log started (session pseudonymised). */
  storage: Schema.Record(Schema.String, Schema.String),
  /** GET /v1/config of the server it was recorded on (flow recordings): which seed it had. */
  server: Schema.optionalKey(PublicConfig),
  /** True when the log stopped growing at its size limit. */
  truncated: Schema.optionalKey(Schema.Boolean),
  entries: Schema.Array(LogEntry),
})
export type EventLogDocument = typeof EventLogDocument.Type

/** Decodes a parsed JSON value as a log document; throws a SchemaError naming the bad field. */
export const decodeEventLog = Schema.decodeUnknownSync(EventLogDocument)

/** Parses and decodes log text. */
export const parseEventLog = (text: string): EventLogDocument => decodeEventLog(JSON.parse(text))
