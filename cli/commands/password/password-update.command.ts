import { waitFor } from "xstate"
import { passwordRefusal } from "../../../core/domain/validation/password.ts"
import { readSession } from "../../../core/runtime/session-store.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { passwordOf } from "../auth/login.command.ts"
import { noSessionError, settleAuth, startAuth } from "../auth/auth-session.ts"
import type { CliDeps } from "../command.types.ts"

export interface UpdateOptions {
  readonly password?: string | undefined
  readonly passwordStdin?: boolean | undefined
}

export interface UpdateResult {
  readonly updated: true
  readonly userID: number
}

/**
 * `portal password update`: the forced update of the auth machine (POST /v1/newToken, then the reset
 * call) for the saved session; the new session replaces it in the session file.
 */
export const run = async (options: UpdateOptions, deps: CliDeps): Promise<UpdateResult> => {
  const session = readSession(deps.runtime.storage)
  if (session === null) throw noSessionError(deps)
  const password = await passwordOf(options, deps, "New password: ")
  const refusal = passwordRefusal(password)
  if (refusal !== undefined) throw usageError(refusal)
  const auth = startAuth(deps, session)
  try {
    const restored = await settleAuth(auth.actor)
    if (restored.matches("none"))
      throw requestFailed("not signed in: the session has ended on the server", "NotSignedIn")
    if (!restored.matches({ success: "expired" }))
      throw usageError("the password has not expired; nothing to update")
    auth.actor.send({ type: "auth.updatePassword", password })
    const done = await waitFor(
      auth.actor,
      (s) => s.matches({ success: "ready" }) || s.matches({ success: "expired" }) || s.matches("none"),
    )
    const { passwordError } = done.context
    if (passwordError !== null) throw failureError(deps, "could not update the password", passwordError)
    if (!done.matches({ success: "ready" })) throw requestFailed("could not update the password")
    return { updated: true, userID: done.context.session?.userID ?? session.userID }
  } finally {
    auth.stop()
  }
}

export const render = (): string =>
  "Password updated. The new session is saved; other sessions were signed out."
