import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { signInError } from "../../runtime/failure-messages.ts"
import type { CliDeps } from "../command.types.ts"
import { describeUser, EXPIRED_NOTE, summarizeUser, type UserSummary } from "./auth.format.ts"
import { settleAuth, startAuth } from "./auth-session.ts"

export interface LoginOptions {
  readonly username: string
  /** From --password or PORTAL_PASSWORD; asked for on a terminal when absent. */
  readonly password?: string | undefined
}

export interface LoginResult {
  readonly signedIn: true
  readonly userID: number
  readonly isImpersonation: boolean
  readonly passwordExpired: boolean
  /** Null when the sign-in worked but the profile lookup did not. */
  readonly user: UserSummary | null
  readonly sessionFile: string
}

const passwordOf = async (options: LoginOptions, deps: CliDeps): Promise<string> => {
  if (options.password !== undefined) return options.password
  if (deps.readPassword === null)
    throw usageError(
      "no password given: pass --password, set PORTAL_PASSWORD, or run in a terminal to be asked",
    )
  return deps.readPassword(`Password for ${options.username}: `)
}

/** Signs in by driving the auth machine: submit, then the session is stored and the user loaded. */
export const run = async (options: LoginOptions, deps: CliDeps): Promise<LoginResult> => {
  const username = options.username.trim()
  if (username === "") throw usageError("--username is empty")
  const password = await passwordOf(options, deps)
  if (password === "") throw usageError("the password is empty")
  const auth = startAuth(deps, null)
  try {
    auth.actor.send({ type: "auth.submit", username, password })
    const snapshot = await settleAuth(auth.actor)
    const { error, attemptsRemaining, session, user, passwordExpired } = snapshot.context
    if (snapshot.matches("error") && error) throw signInError(deps, error, attemptsRemaining)
    if (session === null) throw requestFailed("sign-in failed: the session ended at once")
    return {
      signedIn: true,
      userID: session.userID,
      isImpersonation: session.isImpersonation,
      passwordExpired,
      user: user ? summarizeUser(user) : null,
      sessionFile: deps.sessionFile,
    }
  } finally {
    auth.stop()
  }
}

export const render = (result: LoginResult): string => {
  const who = result.user ? describeUser(result.user) : `user #${result.userID} (profile not loaded)`
  const lines = [`Signed in as ${who}.`, `Session saved to ${result.sessionFile}.`]
  if (result.passwordExpired) lines.push(EXPIRED_NOTE)
  return lines.join("\n")
}
