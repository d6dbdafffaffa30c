import { Schema } from "effect"
import { SESSION_KEYS, STORAGE_KEYS } from "../domain/constants.ts"
import { Session } from "../schema/session.ts"
import type { StorageShape } from "./storage.ts"

const decodeSession = Schema.decodeUnknownExit(Schema.fromJsonString(Session))

/** Reads the stored session; null when missing or malformed. */
export const readSession = (storage: StorageShape): Session | null => {
  const raw = storage.get(STORAGE_KEYS.session)
  if (raw === null) return null
  const exit = decodeSession(raw)
  return exit._tag === "Success" ? exit.value : null
}

/** Stores the session as JSON `{sessionID, userID, isImpersonation}`. */
export const writeSession = (storage: StorageShape, session: Session): void => {
  const { sessionID, userID, isImpersonation } = session
  storage.set(STORAGE_KEYS.session, JSON.stringify({ sessionID, userID, isImpersonation }))
}

/** Clears the session and the per-session keys (addReminder, contactedAccountTeam). */
export const clearSession = (storage: StorageShape): void => {
  for (const key of SESSION_KEYS) storage.remove(key)
}
