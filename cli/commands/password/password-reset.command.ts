import { waitFor } from "xstate"
import { passwordRefusal } from "../../../core/domain/validation/password.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import { passwordOf } from "../auth/login.command.ts"
import type { CliDeps } from "../command.types.ts"

export interface ResetOptions {
  readonly token: string
  readonly password?: string | undefined
  readonly passwordStdin?: boolean | undefined
}

export interface ResetResult {
  readonly message: string
  /** Whose account the token opened. */
  readonly username: string | null
  /** True when the token signed the user in (setup, update); the CLI does not keep that session. */
  readonly signedIn: boolean
}

/**
 * `portal password reset --token T`: drives the password reset machine. The shared password rule is
 * checked before anything is sent (exit 2 naming the unmet rules); an unknown, used or expired
 * token fails like the token failure screen.
 */
export const run = async (options: ResetOptions, deps: CliDeps): Promise<ResetResult> => {
  const password = await passwordOf(options, deps, "New password: ")
  const refusal = passwordRefusal(password)
  if (refusal !== undefined) throw usageError(refusal)
  const reset = startMachine(deps, "passwordReset", { token: options.token.trim() })
  try {
    const checked = await waitFor(reset, (s) => s.matches("form") || s.matches("failed"))
    if (checked.matches("failed")) {
      const { checkError } = checked.context
      throw checkError === null
        ? usageError("the token must be the 40 characters at the end of the mailed link")
        : failureError(deps, "the link is not valid", checkError)
    }
    reset.send({ type: "reset.submit", password })
    const saved = await waitFor(reset, (s) => s.matches("done") || s.matches("form"))
    const { result, error, username } = saved.context
    if (result === null) {
      if (error !== null) throw failureError(deps, "could not set the password", error)
      throw requestFailed("could not set the password")
    }
    return { message: result.message, username, signedIn: result.session !== null }
  } finally {
    reset.stop()
  }
}

export const render = (result: ResetResult): string =>
  `${result.message}${result.username ? ` (${result.username})` : ""}${result.signedIn ? "\nSign in with 'portal login'." : ""}`
