import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { signInError } from "../../runtime/failure-messages.ts"
import { passwordFromPipe } from "../../runtime/password-prompt.ts"
import type { CliDeps } from "../command.types.ts"
import { describeUser, EXPIRED_NOTE, summarizeUser, type UserSummary } from "./auth.format.ts"
import { otherServer, settleAuth, startAuth } from "./auth-session.ts"

export interface LoginOptions {
  readonly username: string
  /** From --password or PORTAL_PASSWORD; asked for on a terminal when absent. */
  readonly password?: string | undefined
  /** Read the password from standard input (a pipe), without one trailing newline. */
  readonly passwordStdin?: boolean | undefined
}

export interface LoginResult {
  readonly signedIn: true
  readonly userID: number
  readonly isImpersonation: boolean
  readonly passwordExpired: boolean
  /** Null when the sign-in worked but the profile lookup did not. */
  readonly user: UserSummary | null
  readonly sessionFile: string
  /** The profile whose file it is (`--profile`, else "default"); null for `--session` or ./.portal-session.json. */
  readonly profile: string | null
  /** The server signed in to (stored with the session). */
  readonly api: string
  /** The server whose session the file held before, when it was another one (now replaced). */
  readonly replacedSessionOf: string | null
}

/** The password of `options`: the pipe, the flag or variable, else a hidden prompt on a terminal. */
export const passwordOf = async (
  options: Pick<LoginOptions, "password" | "passwordStdin"> & { readonly username?: string },
  deps: CliDeps,
  prompt = `Password for ${options.username}: `,
): Promise<string> => {
  if (options.passwordStdin) {
    if (options.password !== undefined)
      throw usageError("give either --password or --password-stdin, not both")
    if (deps.readStdin === null)
      throw usageError("--password-stdin reads a pipe, and stdin is a terminal: leave it out to be asked")
    return passwordFromPipe(await deps.readStdin())
  }
  if (options.password !== undefined) return options.password
  if (deps.readPassword === null)
    throw usageError(
      "no password given: pipe it with --password-stdin, set PORTAL_PASSWORD, or run in a terminal to be asked",
    )
  return deps.readPassword(prompt)
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
      profile: deps.sessionSource.profile,
      api: deps.api,
      replacedSessionOf: otherServer(deps),
    }
  } finally {
    auth.stop()
  }
}

export const render = (result: LoginResult): string => {
  const who = result.user ? describeUser(result.user) : `user #${result.userID} (profile not loaded)`
  const lines = [
    `Signed in to ${result.api} as ${who}.`,
    `Session saved to ${result.sessionFile}${result.profile === null ? "" : ` (profile ${result.profile})`}.`,
  ]
  if (result.replacedSessionOf !== null)
    lines.push(`It replaces the session for ${result.replacedSessionOf} that the file held.`)
  if (result.passwordExpired) lines.push(EXPIRED_NOTE)
  return lines.join("\n")
}
