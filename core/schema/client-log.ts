import { Schema } from "effect"
import { CLIENT_LOG_LIMITS } from "../domain/client-log.ts"
import { RequestText } from "./request-text.ts"

const text = (max: number) => RequestText.check(Schema.isMaxLength(max))
/** Milliseconds since the page's log started. */
const Millis = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/** An event a machine got from the page (password fields removed, session ids masked by the client). */
export const ClientLogEvent = Schema.Struct({
  kind: Schema.Literal("event"),
  at: Millis,
  /** The machine instance, e.g. `ticketListPage#1`. */
  actor: text(200),
  event: Schema.Json,
})

/** A request that failed: answered with a status outside 2xx, or not answered at all. */
export const ClientLogFailure = Schema.Struct({
  kind: Schema.Literal("failure"),
  at: Millis,
  method: text(10),
  /** Path without origin or query, e.g. `/v1/ticket/12`. */
  path: text(2_000),
  query: Schema.Record(Schema.String, Schema.String),
  requestBody: Schema.optionalKey(Schema.Json),
  /** `answered` with its status, or `failed` / `aborted` without one. */
  outcome: Schema.Literals(["answered", "failed", "aborted"]),
  status: Schema.NullOr(Schema.Int),
  responseBody: Schema.optionalKey(Schema.Json),
  /** Why no answer came (transport message). */
  failure: Schema.optionalKey(text(1_000)),
})

export const ClientLogEntry = Schema.Union([ClientLogEvent, ClientLogFailure])
export type ClientLogEntry = typeof ClientLogEntry.Type

/** `POST /v1/log/client` body: the page's path and a batch of entries. */
export const ClientLogBatch = Schema.Struct({
  /** The page's path when the batch was sent, e.g. `/tickets`. */
  page: text(2_000),
  entries: Schema.Array(ClientLogEntry).check(Schema.isMaxLength(CLIENT_LOG_LIMITS.entriesPerBatch)),
  /** Entries the page dropped since its last batch (its buffer was full). */
  dropped: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
})
export type ClientLogBatch = typeof ClientLogBatch.Type

/** What the server kept of a batch. */
export const ClientLogAccepted = Schema.Struct({ status: Schema.Literal("success"), stored: Schema.Int })
