import { waitFor } from "xstate"
import { emailChangeTexts, type EmailChangeAction } from "../../../core/domain/profile/email-change.ts"
import { isAccountTokenShape } from "../../../core/domain/account-tokens.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"

export interface LinkOptions {
  readonly token: string
  readonly action: EmailChangeAction
}

export interface LinkResult {
  readonly message: string
  readonly email: string
}

/** `portal email confirm|cancel -t <token>`: the email change link machine (7 s limit). */
export const run = async (options: LinkOptions, deps: CliDeps): Promise<LinkResult> => {
  if (!isAccountTokenShape(options.token))
    throw usageError("the token is the 40 characters at the end of the mailed link")
  const link = startMachine(deps, "emailChangeLink", { token: options.token, action: options.action })
  try {
    const done = await waitFor(link, (s) => s.status === "done", { timeout: 10_000 })
    if (done.context.timedOut) throw requestFailed(emailChangeTexts.timedOut, "Unreachable")
    if (done.context.error)
      throw failureError(deps, `could not ${options.action} the email change`, done.context.error)
    if (done.context.outcome === null) throw requestFailed(emailChangeTexts.invalidLink)
    return { message: done.context.outcome.message, email: done.context.outcome.email }
  } finally {
    link.stop()
  }
}

export const render = (result: LinkResult): string => `${result.message} (email: ${result.email})`
