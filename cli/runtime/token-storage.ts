import { isPersonalToken } from "../../core/domain/tokens/personal-tokens.ts"
import { writeSession } from "../../core/runtime/session-store.ts"
import { makeMemoryStorage, type StorageShape } from "../../core/runtime/storage.ts"
import { usageError } from "./cli-errors.ts"

/** The user id of a token's session until its owner is known (`resolveTokenOwner`). */
export const UNRESOLVED_OWNER = 0

/**
 * Storage for a run with `PORTAL_TOKEN`: a session whose id is the token (the transport sends it as
 * `Authorization: Bearer`), kept in memory so no file holds the token.
 */
export const tokenStorage = (token: string): StorageShape => {
  if (!isPersonalToken(token))
    throw usageError(
      "PORTAL_TOKEN is not a personal access token (portal_pat_...); create one with 'portal token create'",
    )
  const storage = makeMemoryStorage()
  writeSession(storage, { sessionID: token, userID: UNRESOLVED_OWNER, isImpersonation: false })
  return storage
}
