import { JsonPatch } from "effect"
import type { Json } from "./json-value.ts"
import type { RecordedBody, RecordedRequest } from "./log.schema.ts"

const MAX_SHOWN = 100

const show = (value: Json | undefined): string => {
  if (value === undefined) return "nothing"
  const text = JSON.stringify(value)
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 3)}...` : text
}

const at = (value: Json, pointer: string): Json | undefined => {
  let current: Json | undefined = value
  for (const raw of pointer.split("/").slice(1)) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~")
    if (current === null || typeof current !== "object") return undefined
    current = Array.isArray(current) ? current[Number(token)] : (current as Record<string, Json>)[token]
  }
  return current
}

export interface DiffLabels {
  readonly expected: string
  readonly actual: string
}

/**
 * Readable differences between two JSON values, one line per change, at most `limit` lines:
 * `/count: recorded 37, replayed 38`.
 */
export const jsonDifferences = (
  expected: Json,
  actual: Json,
  labels: DiffLabels = { expected: "expected", actual: "came" },
  prefix = "",
  limit = 8,
): ReadonlyArray<string> => {
  const ops = JsonPatch.get(expected, actual)
  const lines = ops.slice(0, limit).map((op) => {
    const path = `${prefix}${op.path}` || "(value)"
    const before = op.op === "add" ? undefined : at(expected, op.path)
    const after = op.op === "remove" ? undefined : op.value
    return `${path}: ${labels.expected} ${show(before)}, ${labels.actual} ${show(after)}`
  })
  return ops.length > limit ? [...lines, `... and ${ops.length - limit} more differences`] : lines
}

const bodySize = (body: RecordedBody): string => {
  switch (body.type) {
    case "bytes":
      return `${body.base64.length} base64 chars`
    case "digest":
      return `${body.size} bytes, FNV-1a ${body.fnv1a}`
    case "text":
      return `${body.value.length} chars`
    default:
      return body.type
  }
}

const bodyDifferences = (expected: RecordedBody, came: RecordedBody): ReadonlyArray<string> => {
  if (expected.type === "json" && came.type === "json")
    return jsonDifferences(expected.value, came.value, undefined, "body")
  if (expected.type !== came.type) return [`body: expected ${expected.type}, came ${came.type}`]
  if (JSON.stringify(expected) === JSON.stringify(came)) return []
  return [`body: differs (expected ${bodySize(expected)}, came ${bodySize(came)})`]
}

/** Why a request is not the recorded one; empty when it is. */
export const requestDifferences = (
  expected: RecordedRequest,
  came: RecordedRequest,
): ReadonlyArray<string> => {
  if (expected.method !== came.method || expected.path !== came.path)
    return [`call: expected ${expected.method} ${expected.path}, came ${came.method} ${came.path}`]
  return [
    ...jsonDifferences(expected.query, came.query, undefined, "query"),
    ...bodyDifferences(expected.body, came.body),
  ]
}
