import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import { type LogJson, loggableEntry, SESSION_MASK } from "../../core/domain/client-log-value.ts"

export { SESSION_MASK }

/**
 * Session ids are 64 hex digits (`auth/session-store.ts`), as are their SHA-256 keys, and personal
 * access tokens start with `portal_pat_`; any such run in a stored text is masked, whoever's it is.
 */
const SESSION_SHAPED = /portal_pat_[A-Za-z0-9_-]+|[0-9a-f]{64}/gi

/** A text with the caller's session id and anything shaped like a session id masked. */
export const scrubText = (text: string, sessionID: string): string =>
  (sessionID === "" ? text : text.split(sessionID).join(SESSION_MASK)).replace(SESSION_SHAPED, SESSION_MASK)

/**
 * An entry fit to store: the client log's one redaction rule (`core/domain/client-log-value.ts`:
 * password fields removed, session-id fields masked, data fields bounded), and in every text and
 * key the caller's session id, and anything shaped like one, masked. The page does the same before
 * sending; the server does it again so that no page, old or altered, can make it store a secret.
 */
export const scrubEntry = (entry: { readonly [key: string]: unknown }, sessionID: string): LogJson =>
  loggableEntry(entry, CLIENT_LOG_LIMITS.valueChars, (text) => scrubText(text, sessionID))
