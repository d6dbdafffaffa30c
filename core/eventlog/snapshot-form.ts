import { JsonPatch } from "effect"
import { canonicalText, type Json, toCanonicalJson } from "./json-value.ts"
import { type SessionPseudonyms, sanitize } from "./redact.ts"

/** The comparable form of a machine snapshot: state value, context and (when not active) status. */
export interface SnapshotForm {
  readonly value: Json
  readonly context: Json
  readonly status?: "done" | "error"
}

interface SnapshotLike {
  readonly value?: unknown
  readonly context?: unknown
  readonly status?: unknown
}

/** Canonical JSON of a snapshot, passwords removed and session ids masked, as logs store it. */
export const snapshotForm = (snapshot: unknown, pseudonyms: SessionPseudonyms): SnapshotForm => {
  const s = (snapshot ?? {}) as SnapshotLike
  const value = toCanonicalJson(s.value)
  const context = sanitize(toCanonicalJson(s.context), pseudonyms).value
  return s.status === "done" || s.status === "error"
    ? { value, context, status: s.status }
    : { value, context }
}

/** Text used to compare two snapshot forms byte for byte. */
export const snapshotText = (form: SnapshotForm): string => canonicalText(form)

/** The JSON Patch that turns one context into the next. */
export const contextPatch = (from: Json, to: Json): JsonPatch.JsonPatch => JsonPatch.get(from, to)

/** Applies a stored patch to the previous context. */
export const applyContextPatch = (patch: JsonPatch.JsonPatch, from: Json): Json =>
  JsonPatch.apply(patch, from)
