import type { Schema } from "effect"
import { UNKNOWN_ERROR_MESSAGE } from "../domain/constants.ts"
import { failureStatus } from "../runtime/failures.ts"

export type Json = Schema.Json
export type JsonObject = { [key: string]: Json }

import { isBlob, isPlainObject } from "./plain-object.ts"

const isErrorLike = (u: object): boolean =>
  u instanceof Error || ("_tag" in u && "message" in u && !isPlainObject(u))

// Only tagged failures keep their message: other errors (defects) may carry anything in theirs.
const errorJson = (error: object): Json => {
  const fields = error as { readonly _tag?: unknown; readonly message?: unknown; readonly status?: unknown }
  if (typeof fields._tag !== "string")
    return { $error: { tag: error.constructor.name, status: -1, message: UNKNOWN_ERROR_MESSAGE } }
  const message =
    typeof fields.message === "string" && fields.message.length > 0 ? fields.message : UNKNOWN_ERROR_MESSAGE
  return {
    $error: {
      tag: fields._tag,
      status: failureStatus({ _tag: fields._tag, status: fields.status }),
      message,
    },
  }
}

/** An XState actor ref (a spawned child kept in a context): logged by id, never its internals. */
const isActorRef = (u: object): u is { readonly id: string } =>
  "sessionId" in u && typeof (u as { send?: unknown }).send === "function" && "getSnapshot" in u

/**
 * A deterministic JSON form of a machine snapshot's data, for logs and comparisons: object keys
 * sorted, `undefined` and functions dropped, errors as `{ $error: { tag, status, message } }` (never
 * their request, headers or stack), files as `{ $blob: { size, type } }`, bytes as `{ $bytes: n }`,
 * actor refs as `{ $actor: id }` (their snapshots are logged as actors of their own).
 */
export const toCanonicalJson = (value: unknown, seen: Set<object> = new Set()): Json => {
  if (value === null || value === undefined) return null
  if (typeof value === "string" || typeof value === "boolean") return value
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "bigint") return value.toString()
  if (typeof value !== "object") return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (isBlob(value)) return { $blob: { size: value.size, type: value.type } }
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return { $bytes: value.byteLength }
  if (isActorRef(value)) return { $actor: value.id }
  if (seen.has(value)) return "[circular]"
  seen.add(value)
  try {
    if (Array.isArray(value)) return value.map((item) => toCanonicalJson(item, seen))
    if (isErrorLike(value)) return errorJson(value)
    const out: JsonObject = {}
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key]
      if (item === undefined || typeof item === "function" || typeof item === "symbol") continue
      out[key] = toCanonicalJson(item, seen)
    }
    return out
  } finally {
    seen.delete(value)
  }
}

/** Stable text of a JSON value (keys already sorted by `toCanonicalJson`). */
export const canonicalText = (value: unknown): string => JSON.stringify(toCanonicalJson(value))

export { isBlob, isPlainObject }
