import { waitFor } from "xstate"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { sessionUserId } from "./profile-session.ts"

export interface ChangeOptions {
  readonly newEmail: string
  /** A user of the admin's company; default: the signed-in user. */
  readonly user?: string | undefined
}

export interface ChangeResult {
  readonly message: string
  readonly pending: ReadonlyArray<string>
}

/** `portal email change <new>`: the email change machine (POST /v1/user/email/:id, then the pending list). */
export const run = async (options: ChangeOptions, deps: CliDeps): Promise<ChangeResult> => {
  const userId = options.user === undefined ? sessionUserId(deps) : Number(options.user)
  if (!Number.isInteger(userId) || userId < 1) throw usageError("--user must be a user id")
  const email = startMachine(deps, "emailChange", { userId })
  try {
    await waitFor(email, (s) => s.matches("idle"))
    email.send({ type: "email.submit", newEmail: options.newEmail })
    const { problem } = email.getSnapshot().context
    if (problem !== null) throw usageError(problem)
    const done = await waitFor(
      email,
      (s) => s.matches("idle") && (s.context.sent !== null || s.context.error !== null),
    )
    if (done.context.error) throw failureError(deps, "could not request the email change", done.context.error)
    if (done.context.sent === null) throw requestFailed("could not request the email change")
    return { message: done.context.sent, pending: done.context.pending.map((p) => p.newEmail) }
  } finally {
    email.stop()
  }
}

export const render = (result: ChangeResult): string => result.message
