import { Effect } from "effect"
import { useDb } from "../services.ts"
import { endSessionsBeyondCap } from "./end-sessions.ts"
import { createSession } from "./session-store.ts"

/**
 * Opens a session of `userid` (a sign-in, a new password, an impersonation's start or end) on the
 * current connection (the transaction's inside `inTransaction`), then ends the user's oldest live
 * sessions beyond `maxSessionsPerUser`, logging the end of any impersonation among them.
 */
export const startSession = Effect.fn("startSession")(function* (
  userid: number,
  options?: Parameters<typeof createSession>[2],
) {
  const sessionID = yield* useDb((db) => createSession(db, userid, options))
  yield* endSessionsBeyondCap(userid)
  return sessionID
})
