import { isPasswordKey, isSessionIdKey } from "./secret-fields.ts"

/** A JSON value (kept free of Effect: the browser's session log loads with the login route). */
export type LogJson = null | boolean | number | string | LogJson[] | { [key: string]: LogJson }

/** What a session-id field's value becomes in the client log. */
export const SESSION_MASK = "[session]"
/** Values nested deeper than this become `TOO_DEEP`. */
export const MAX_LOG_DEPTH = 24
export const TOO_DEEP = "[too deep]"

export interface LoggableOptions {
  /** Characters of JSON text the whole value may take; a longer one is cut (see `cutValue`). */
  readonly maxChars: number
  /** Applied to every text and key (the server masks the caller's session id in free text). */
  readonly maskText?: (text: string) => string
}

const isPlain = (u: unknown): u is Record<string, unknown> => {
  if (typeof u !== "object" || u === null) return false
  const proto = Object.getPrototypeOf(u)
  return proto === Object.prototype || proto === null
}

/** A value that is not JSON (a File, a Date, a function) as a short description. */
const describe = (value: unknown): string => {
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    const name = typeof File !== "undefined" && value instanceof File ? ` ${value.name}` : ""
    return `[file${name}, ${value.size} bytes]`
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "[invalid date]" : value.toISOString()
  if (value instanceof Error) return `[${value.name}]`
  if (typeof value === "bigint") return value.toString()
  if (typeof value === "number") return String(value)
  if (typeof value === "object" && value !== null) return `[${value.constructor?.name ?? "object"}]`
  return `[${typeof value}]`
}

/**
 * A value cut to `maxChars` characters of JSON: the start of its JSON text behind a marker saying
 * how long it was, so a huge response body cannot fill the log.
 */
export const cutValue = (value: LogJson, maxChars: number): LogJson => {
  const text = JSON.stringify(value)
  if (text.length <= maxChars) return value
  const marker = `[cut: ${text.length} characters] `
  return `${marker}${text.slice(0, Math.max(0, maxChars - marker.length))}`
}

/**
 * The one redaction rule of the client log (spec section 7: the password field removed from
 * request and response data), used by the page before it sends and by the server before it
 * stores: a JSON copy with password fields removed (`isPasswordKey`), session-id fields replaced by
 * `SESSION_MASK`, what is not JSON described in words, `maskText` applied to every text and key,
 * deep nesting cut at `MAX_LOG_DEPTH`, and the whole bounded to `maxChars` characters of JSON.
 */
export const loggableValue = (value: unknown, options: LoggableOptions): LogJson => {
  const mask = options.maskText ?? ((text: string) => text)
  const walk = (item: unknown, depth: number): LogJson => {
    if (typeof item === "string") return mask(item)
    if (item === null || typeof item === "boolean") return item
    if (typeof item === "number") return Number.isFinite(item) ? item : describe(item)
    if (item === undefined) return null
    if (depth >= MAX_LOG_DEPTH) return TOO_DEEP
    if (Array.isArray(item)) return item.map((child) => walk(child, depth + 1))
    if (!isPlain(item)) return mask(describe(item))
    const out: Record<string, LogJson> = {}
    for (const [key, child] of Object.entries(item)) {
      if (isPasswordKey(key) || child === undefined) continue
      out[mask(key)] = isSessionIdKey(key) ? SESSION_MASK : walk(child, depth + 1)
    }
    return out
  }
  return cutValue(walk(value, 0), options.maxChars)
}

/** Fields of a client log entry that hold logged data (an event, a request or response body). */
const VALUE_FIELDS = new Set(["event", "requestBody", "responseBody"])

/**
 * An entry of the client log made fit to send and to store: every field through `loggableValue`,
 * the data fields (`event`, `requestBody`, `responseBody`) each bounded to
 * `CLIENT_LOG_LIMITS.valueChars` characters of JSON.
 */
export const loggableEntry = (
  entry: { readonly [key: string]: unknown },
  valueChars: number,
  maskText?: (text: string) => string,
): { [key: string]: LogJson } => {
  const out: { [key: string]: LogJson } = {}
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined) continue
    const maxChars = VALUE_FIELDS.has(key) ? valueChars : Number.POSITIVE_INFINITY
    out[key] = loggableValue(value, maskText ? { maxChars, maskText } : { maxChars })
  }
  return out
}
