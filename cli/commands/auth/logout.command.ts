import { readSession } from "../../../core/runtime/session-store.ts"
import type { CliDeps } from "../command.types.ts"
import { otherServer, settleAuth, startAuth } from "./auth-session.ts"

export interface LogoutResult {
  /** False when no session was stored. */
  readonly signedOut: boolean
  /** Who was signed out, when the user lookup worked. */
  readonly username: string | null
  /** True when the server ended the session (or had already ended it); false when unreachable. */
  readonly serverConfirmed: boolean
  /** When not signed in to `--api`: the other server the session file's session belongs to (kept). */
  readonly sessionOf?: string
}

/** Drives the auth machine's logout: GET /v1/logout, then the session keys leave the file either way. */
export const run = async (_options: object, deps: CliDeps): Promise<LogoutResult> => {
  const session = readSession(deps.runtime.storage)
  if (session === null) {
    const other = otherServer(deps)
    return { signedOut: false, username: null, serverConfirmed: true, ...(other ? { sessionOf: other } : {}) }
  }
  const auth = startAuth(deps, session)
  try {
    const restored = await settleAuth(auth.actor)
    if (restored.matches("none")) return { signedOut: true, username: null, serverConfirmed: true }
    const username = restored.context.user?.username ?? null
    const before = deps.transport.lastFailure()
    auth.actor.send({ type: "auth.logout" })
    await settleAuth(auth.actor)
    const serverConfirmed = before === null && deps.transport.lastFailure() === null
    return { signedOut: true, username, serverConfirmed }
  } finally {
    auth.stop()
  }
}

export const render = (result: LogoutResult): string => {
  if (result.sessionOf !== undefined)
    return `Not signed in there: the session in the session file belongs to ${result.sessionOf} and was kept.`
  if (!result.signedOut) return "Not signed in; nothing to do."
  const who = result.username ? ` ${result.username}` : ""
  const note = result.serverConfirmed
    ? ""
    : "\nThe server could not be reached: the session was removed locally only."
  return `Signed out${who}.${note}`
}
