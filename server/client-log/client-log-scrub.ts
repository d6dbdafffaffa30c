import type { Schema } from "effect"
import { isPasswordKey, isSessionIdKey } from "../../core/domain/secret-fields.ts"

type Json = Schema.Json

/** What a session id (or anything shaped like one) becomes in the stored log. */
export const SESSION_MASK = "[session]"
/** Values nested deeper than this are stored as a marker (the body limit bounds the rest). */
const MAX_DEPTH = 24
/**
 * Session ids are 64 hex digits (`auth/session-store.ts`), as are their SHA-256 keys; any such run
 * in a stored text is masked, whoever's it is.
 */
const SESSION_SHAPED = /[0-9a-f]{64}/gi

/** A text with the caller's session id and anything shaped like a session id masked. */
export const scrubText = (text: string, sessionID: string): string =>
  (sessionID === "" ? text : text.split(sessionID).join(SESSION_MASK)).replace(SESSION_SHAPED, SESSION_MASK)

/**
 * A copy of a logged value fit to store: password fields removed and session-id fields masked (the
 * same field rules as the client's event log, `core/domain/secret-fields.ts`), and in every text and
 * key the caller's session id, and anything shaped like one, masked. The client removes these
 * before sending; the server does it again so that no page, old or altered, can make it store one.
 */
export const scrubValue = (value: Json, sessionID: string, depth = 0): Json => {
  if (typeof value === "string") return scrubText(value, sessionID)
  if (value === null || typeof value !== "object") return value
  if (depth >= MAX_DEPTH) return "[too deep]"
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, sessionID, depth + 1))
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    if (isPasswordKey(key)) continue
    out[scrubText(key, sessionID)] = isSessionIdKey(key)
      ? SESSION_MASK
      : scrubValue(item, sessionID, depth + 1)
  }
  return out
}
