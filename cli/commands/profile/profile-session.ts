import { readSession } from "../../../core/runtime/session-store.ts"
import { notSignedIn } from "../../runtime/cli-errors.ts"
import type { CliDeps } from "../command.types.ts"

/** The saved session's user id (the profile commands act on the signed-in user). */
export const sessionUserId = (deps: CliDeps): number => {
  const session = readSession(deps.runtime.storage)
  if (session === null) throw notSignedIn()
  return session.userID
}
