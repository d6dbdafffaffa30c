import { waitFor } from "xstate"
import type { ImpersonationCandidate } from "../../../core/schema/admin.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import { type AuthHandle, restoreSession, settleAuth } from "../auth/auth-session.ts"
import { describeUser, summarizeUser, type UserSummary } from "../auth/auth.format.ts"
import type { CliDeps } from "../command.types.ts"

export interface ImpersonateOptions {
  readonly username: string | undefined
  readonly end: boolean
}

export interface ImpersonateResult {
  readonly action: "start" | "end"
  /** Who the saved session now belongs to. */
  readonly user: UserSummary
  readonly isImpersonation: boolean
}

/** The one user named `username` (any case) among those the caller may view as. */
const findUser = async (deps: CliDeps, username: string): Promise<ImpersonationCandidate> => {
  const picker = startMachine(deps, "impersonationPicker", { canPick: true })
  try {
    await waitFor(picker, (s) => s.matches("idle"))
    picker.send({ type: "picker.search", search: username })
    const done = await waitFor(picker, (s) => s.matches("idle"))
    if (done.context.error !== null)
      throw failureError(deps, `could not look up ${username}`, done.context.error)
    const found = done.context.candidates.find((c) => c.username.toLowerCase() === username.toLowerCase())
    if (found === undefined)
      throw requestFailed(
        `no active customer or sales rep named ${username} that you may view as`,
        "NotFound",
      )
    return found
  } finally {
    picker.stop()
  }
}

/** Sends the start or end to the auth machine's impersonation child and waits for it to settle. */
const drive = async (deps: CliDeps, auth: AuthHandle, options: ImpersonateOptions, what: string) => {
  const child = auth.actor.getSnapshot().children.impersonation
  if (child === undefined) throw new Error("the auth machine has no impersonation child")
  if (options.end) auth.actor.send({ type: "impersonation.end", redirect: null, currentPath: "" })
  else
    auth.actor.send({ type: "impersonation.start", userID: (await findUser(deps, options.username!)).userid })
  const settled = await waitFor(child, (s) => !s.context.loading)
  if (settled.context.error !== null) throw failureError(deps, what, settled.context.error)
  return settleAuth(auth.actor)
}

/** `portal impersonate <username>` / `--end`: the same machine the top bar's 'Go back' drives. */
export const run = async (options: ImpersonateOptions, deps: CliDeps): Promise<ImpersonateResult> => {
  if (options.end === (options.username !== undefined))
    throw usageError("name a user to view as, or give --end to go back (not both)")
  const { auth, snapshot } = await restoreSession(deps)
  try {
    const viewing = snapshot.context.session?.isImpersonation === true
    if (options.end && !viewing)
      throw requestFailed("not viewing as another user; nothing to end", "Conflict")
    if (!options.end && viewing)
      throw requestFailed(
        "already viewing as another user: run 'portal impersonate --end' first",
        "Forbidden",
      )
    const what = options.end ? "could not go back" : `could not view as ${options.username}`
    const after = await drive(deps, auth, options, what)
    const { user, session } = after.context
    if (user === null || session === null) throw requestFailed(`${what}: the session ended`, "Unauthorized")
    return {
      action: options.end ? "end" : "start",
      user: summarizeUser(user),
      isImpersonation: session.isImpersonation,
    }
  } finally {
    auth.stop()
  }
}

export const render = (result: ImpersonateResult): string =>
  result.action === "start"
    ? `Viewing as ${describeUser(result.user)}. Run 'portal impersonate --end' to go back.`
    : `Back as ${describeUser(result.user)}.`
