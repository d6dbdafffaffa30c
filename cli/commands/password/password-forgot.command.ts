import { waitFor } from "xstate"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"

export interface ForgotOptions {
  readonly username?: string | undefined
  readonly email?: string | undefined
}

export interface ForgotResult {
  /** The server's answer: the same whether or not an account matched. */
  readonly message: string
}

/** `portal password forgot`: drives the account recovery machine (POST /v1/forgot or /v1/forgot/username). */
export const run = async (options: ForgotOptions, deps: CliDeps): Promise<ForgotResult> => {
  const username = options.username?.trim() ?? ""
  const email = options.email?.trim() ?? ""
  if ((username === "") === (email === "")) throw usageError("give either --username or --email")
  const recovery = startMachine(deps, "accountRecovery")
  try {
    recovery.send({
      type: "recovery.submit",
      request: username !== "" ? { kind: "password", username } : { kind: "username", email },
    })
    const done = await waitFor(recovery, (s) => !s.matches("sending"))
    const { sent, error } = done.context
    if (error !== null) throw failureError(deps, "could not send the request", error)
    if (sent === null) throw requestFailed("could not send the request")
    return { message: sent }
  } finally {
    recovery.stop()
  }
}

export const render = (result: ForgotResult): string => result.message
