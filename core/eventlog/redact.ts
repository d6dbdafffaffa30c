import { isPasswordKey, isSessionIdKey } from "../domain/secret-fields.ts"
import { isPlainObject } from "./plain-object.ts"

// Password fields are removed and session ids masked (spec section 7, log service); which fields
// those are is one rule in core/domain/secret-fields.ts, shared with the server's client log.
const PSEUDONYM = /^\[session \d+\]$/

/**
 * What replay puts back where a password was removed (the contract needs a string there): one
 * value per field, so two removed fields of one event (the current and the new password) still
 * differ, as they did when the event was recorded.
 */
export const removedPlaceholder = (pointer: string): string => `[removed ${pointer}]`

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1")
const unescapePointer = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~")

/** Replaces real session ids by `[session 1]`, `[session 2]`, ... consistently within one log. */
export class SessionPseudonyms {
  private readonly names = new Map<string, string>()

  mask(id: string): string {
    if (PSEUDONYM.test(id)) return id
    let name = this.names.get(id)
    if (name === undefined) {
      name = `[session ${this.names.size + 1}]`
      this.names.set(id, name)
    }
    return name
  }
}

export interface Sanitized<T> {
  readonly value: T
  /** JSON Pointers of the removed password fields. */
  readonly removed: ReadonlyArray<string>
}

/**
 * A copy of plain objects and arrays without password fields and with session ids masked. Other
 * values (Blobs, class instances) are kept as they are. The input is never changed.
 */
export const sanitize = <T>(value: T, pseudonyms: SessionPseudonyms): Sanitized<T> => {
  const removed: Array<string> = []
  // The keys down to the value being walked; a pointer is spelled only for a removed field (every
  // API answer the page receives is walked, issue 25: no string per key).
  const path: Array<string | number> = []
  const pointerTo = (key: string) =>
    [...path, key].map((token) => `/${escapePointer(String(token))}`).join("")
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item))
      return item.map((child, i) => {
        path.push(i)
        const copy = walk(child)
        path.pop()
        return copy
      })
    if (!isPlainObject(item)) return item
    const out: Record<string, unknown> = {}
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue
      const child = item[key]
      if (isPasswordKey(key)) removed.push(pointerTo(key))
      else if (isSessionIdKey(key) && typeof child === "string") out[key] = pseudonyms.mask(child)
      else {
        path.push(key)
        out[key] = walk(child)
        path.pop()
      }
    }
    return out
  }
  return { value: walk(value) as T, removed }
}

/** Puts `removedPlaceholder(pointer)` back at each removed pointer (so replayed events still type-check). */
export const restoreRemoved = <T>(value: T, pointers: ReadonlyArray<string> | undefined): T => {
  if (!pointers || pointers.length === 0) return value
  const copy = structuredClone(value) as unknown
  for (const pointer of pointers) {
    const tokens = pointer.split("/").slice(1).map(unescapePointer)
    const last = tokens.pop()
    let target: unknown = copy
    for (const token of tokens)
      target = isPlainObject(target) || Array.isArray(target) ? (target as never)[token] : undefined
    if (last !== undefined && (isPlainObject(target) || Array.isArray(target)))
      (target as Record<string, unknown>)[last] = removedPlaceholder(pointer)
  }
  return copy as T
}

/** Storage values are strings; JSON ones (the session) are sanitised inside. */
export const sanitizeStorage = (
  entries: Readonly<Record<string, string>>,
  pseudonyms: SessionPseudonyms,
): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [key, raw] of Object.entries(entries)) {
    if (isPasswordKey(key)) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      out[key] = raw
      continue
    }
    out[key] = isPlainObject(parsed) ? JSON.stringify(sanitize(parsed, pseudonyms).value) : raw
  }
  return out
}
