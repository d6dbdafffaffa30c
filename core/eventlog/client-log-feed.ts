import { CLIENT_LOG_LIMITS, CLIENT_LOG_PATH } from "../domain/client-log.ts"
import { type LogJson, loggableEntry } from "../domain/client-log-value.ts"
import type { ClientLogEntry } from "../schema/client-log.ts"
import type { RecordedBody } from "./log.schema.ts"
import type { RawEntry } from "./log-entries.ts"

/** A stored body as logged data: JSON and text as they are, bytes as their type and size only. */
const bodyData = (body: RecordedBody): LogJson | undefined => {
  switch (body.type) {
    case "empty":
      return undefined
    case "json":
      return body.value as LogJson
    case "text":
      return body.value
    case "bytes":
      return `[${body.contentType || "bytes"}, ${Math.floor((body.base64.length * 3) / 4)} bytes]`
    case "digest":
      return `[${body.contentType || "bytes"}, ${body.size} bytes]`
  }
}

const isFailure = (entry: Extract<RawEntry, { kind: "http" }>) =>
  entry.outcome === "failed" ||
  (entry.outcome === "answered" &&
    entry.response !== null &&
    (entry.response.status < 200 || entry.response.status > 299))

/**
 * What the client log sends of an event-log entry (spec section 7: client events and
 * failed-request details): events sent to a machine, and exchanges that failed (no answer, or a
 * status outside 2xx; a cancelled request is not a failure, section 8). Everything else, and the
 * log's own calls, is not sent. The value passes the client log's redaction rule
 * (`loggableEntry`: password fields removed, session ids masked, data bounded); the event log has
 * removed passwords already, this holds whatever feeds it.
 */
export const clientLogEntryOf = (entry: RawEntry): ClientLogEntry | null => {
  if (entry.kind === "event")
    return loggableEntry(
      { kind: "event", at: entry.at, actor: entry.actor.slice(0, 200), event: entry.event.value },
      CLIENT_LOG_LIMITS.valueChars,
    ) as ClientLogEntry
  if (entry.kind !== "http" || !isFailure(entry) || entry.request.path === CLIENT_LOG_PATH) return null
  const requestBody = bodyData(entry.request.body)
  const responseBody = entry.response ? bodyData(entry.response.body) : undefined
  return loggableEntry(
    {
      kind: "failure",
      at: entry.at,
      method: entry.request.method,
      path: entry.request.path.slice(0, 2_000),
      query: entry.request.query,
      requestBody,
      outcome: entry.outcome === "failed" ? "failed" : "answered",
      status: entry.response?.status ?? null,
      responseBody,
      failure: entry.failure?.slice(0, 1_000),
    },
    CLIENT_LOG_LIMITS.valueChars,
  ) as ClientLogEntry
}
