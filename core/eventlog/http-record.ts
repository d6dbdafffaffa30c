import type { HttpBody, HttpClientRequest } from "effect/http"
import { base64ToBytes, bytesToBase64 } from "./binary-json.ts"
import type { RecordedBody, RecordedRequest, RecordedResponse } from "./log.schema.ts"

const JSON_TYPE = /[/+]json\b/i
const TEXT_TYPE = /^text\/|[/+]xml\b|javascript/i
/** Response headers worth keeping: what a replayed answer needs to decode the same way. */
const KEPT_HEADERS = ["content-type", "content-disposition"]
/** Where replayed requests go; never contacted. */
export const REPLAY_ORIGIN = "http://replay.invalid"

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/** A body as stored: JSON parsed when the type says JSON, text for text types, else base64. */
export const bodyFromBytes = (bytes: Uint8Array, contentType: string): RecordedBody => {
  if (bytes.length === 0) return { type: "empty" }
  if (JSON_TYPE.test(contentType)) {
    const text = decoder.decode(bytes)
    try {
      return { type: "json", value: JSON.parse(text) }
    } catch {
      return { type: "text", contentType, value: text }
    }
  }
  if (TEXT_TYPE.test(contentType)) return { type: "text", contentType, value: decoder.decode(bytes) }
  return { type: "bytes", contentType, base64: bytesToBase64(bytes) }
}

/** Request bodies above this size are stored as a digest (the event holds the file itself). */
export const DIGEST_ABOVE_BYTES = 64 * 1024

/** FNV-1a (32 bit) of bytes, as 8 hex digits: cheap, synchronous, the same in browsers and Node. */
export const fnv1a = (bytes: Uint8Array): string => {
  let hash = 0x811c9dc5
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, "0")
}

const requestBodyFromBytes = (bytes: Uint8Array, contentType: string): RecordedBody => {
  const body = bodyFromBytes(bytes, contentType)
  return body.type === "bytes" && bytes.length > DIGEST_ABOVE_BYTES
    ? { type: "digest", contentType, size: bytes.length, fnv1a: fnv1a(bytes) }
    : body
}

/** The bytes and content type a stored body stands for (a digest stands for none). */
export const bytesOfBody = (body: RecordedBody): { bytes: Uint8Array; contentType: string | null } => {
  switch (body.type) {
    case "digest":
      return { bytes: new Uint8Array(0), contentType: body.contentType }
    case "empty":
      return { bytes: new Uint8Array(0), contentType: null }
    case "json":
      return { bytes: encoder.encode(JSON.stringify(body.value)), contentType: "application/json" }
    case "text":
      return { bytes: encoder.encode(body.value), contentType: body.contentType }
    case "bytes":
      return { bytes: base64ToBytes(body.base64), contentType: body.contentType }
  }
}

const requestBody = (body: HttpBody.HttpBody): RecordedBody => {
  switch (body._tag) {
    case "Empty":
      return { type: "empty" }
    case "Uint8Array":
      return requestBodyFromBytes(body.body, body.contentType)
    case "Raw":
      if (typeof body.body === "string")
        return bodyFromBytes(encoder.encode(body.body), body.contentType ?? "text/plain")
      if (body.body instanceof Uint8Array) return requestBodyFromBytes(body.body, body.contentType ?? "")
      return { type: "text", contentType: "text/plain", value: "[raw body not recorded]" }
    default:
      return { type: "text", contentType: "text/plain", value: `[${body._tag} body not recorded]` }
  }
}

/** Method, path, query and body of a request (never its headers: they carry the session). */
export const describeRequest = (request: HttpClientRequest.HttpClientRequest): RecordedRequest => {
  const url = new URL(request.url, REPLAY_ORIGIN)
  const query: Record<string, string> = {}
  const add = (key: string, value: string) => {
    query[key] = key in query ? `${query[key]},${value}` : value
  }
  for (const [key, value] of url.searchParams) add(key, value)
  for (const [key, value] of request.urlParams.params) add(key, String(value))
  return { method: request.method, path: url.pathname, query, body: requestBody(request.body) }
}

/** The stored form of an answer. */
export const describeResponse = (
  status: number,
  headers: Readonly<Record<string, string>>,
  bytes: Uint8Array,
): RecordedResponse => {
  const kept: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = headers[name]
    if (value !== undefined) kept[name] = value
  }
  return { status, headers: kept, body: bodyFromBytes(bytes, kept["content-type"] ?? "") }
}

const MAX_QUERY_VALUE = 24

/** `GET /v1/ticketdetails?os=0&pl=25&s=ticketid,custom...`: how messages name a call (long values cut). */
export const requestLine = (request: RecordedRequest): string => {
  const query = Object.entries(request.query)
    .map(
      ([key, value]) =>
        `${key}=${value.length > MAX_QUERY_VALUE ? `${value.slice(0, MAX_QUERY_VALUE - 3)}...` : value}`,
    )
    .join("&")
  return `${request.method} ${request.path}${query === "" ? "" : `?${query}`}`
}

const NO_BODY_STATUS = new Set([101, 204, 205, 304])

/** A web Response with the given bytes (none for statuses that cannot carry a body). */
export const webResponse = (
  status: number,
  headers: Readonly<Record<string, string>>,
  bytes: Uint8Array,
): Response => {
  const body = bytes.length === 0 || NO_BODY_STATUS.has(status) ? null : (bytes as BodyInit)
  return new Response(body, { status, headers })
}

/** A web Response carrying a stored answer (replay). */
export const toWebResponse = (response: RecordedResponse): Response =>
  webResponse(response.status, response.headers, bytesOfBody(response.body).bytes)
