import { waitFor } from "xstate"
import { passwordRefusal } from "../../../core/domain/validation/password.ts"
import { passwordChangeProblem } from "../../../core/domain/validation/password-change.ts"
import { readSession } from "../../../core/runtime/session-store.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { passwordOf } from "../auth/login.command.ts"
import { noSessionError, settleAuth, startAuth } from "../auth/auth-session.ts"
import type { CliDeps } from "../command.types.ts"

export interface UpdateOptions {
  readonly password?: string | undefined
  readonly passwordStdin?: boolean | undefined
  /** The current password (`--current-password`, `PORTAL_CURRENT_PASSWORD`), else a hidden prompt. */
  readonly currentPassword?: string | undefined
}

export interface UpdateResult {
  readonly updated: true
  readonly userID: number
}

/** The current password: the flag or variable, else a hidden prompt on a terminal. */
const currentPasswordOf = async (options: UpdateOptions, deps: CliDeps): Promise<string> => {
  if (options.currentPassword !== undefined) return options.currentPassword
  if (deps.readPassword === null)
    throw usageError(
      "no current password given: set --current-password or PORTAL_CURRENT_PASSWORD, or run in a terminal to be asked",
    )
  return deps.readPassword("Current password: ")
}

/**
 * `portal password update`: changes the password of the saved session through the auth machine
 * (POST /v1/newToken with the current password, then the reset call), whether it expired or not;
 * the new session replaces it in the session file. The password rule and the change rule (a current
 * password, a different new one) are checked before anything is sent (exit 2).
 */
export const run = async (options: UpdateOptions, deps: CliDeps): Promise<UpdateResult> => {
  const session = readSession(deps.runtime.storage)
  if (session === null) throw noSessionError(deps)
  const currentPassword = await currentPasswordOf(options, deps)
  const password = await passwordOf(options, deps, "New password: ")
  const refusal = passwordRefusal(password) ?? passwordChangeProblem(currentPassword, password)?.message
  if (refusal !== undefined) throw usageError(refusal)
  const auth = startAuth(deps, session)
  try {
    const restored = await settleAuth(auth.actor)
    if (restored.matches("none"))
      throw requestFailed("not signed in: the session has ended on the server", "NotSignedIn")
    auth.actor.send({ type: "auth.updatePassword", currentPassword, password })
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
