import { transferRoleRefusals } from "../../../core/domain/admin/transfer.ts"
import { waitFor } from "xstate"
import type { TransferResult } from "../../../core/schema/admin.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { parseUserId } from "./users-api.ts"

export interface TransferOptions {
  /** The username (or email) of the user to move. */
  readonly user: string
  /** The id of the company to move them to. */
  readonly company: string
}

const companyIdOf = (value: string) => {
  try {
    return parseUserId(value)
  } catch {
    throw usageError(`--company must be a company id, not '${value}'`)
  }
}

/**
 * `portal users transfer --user NAME --company ID` (staff): drives the admin screen's transfer
 * machine, so the same rules refuse it before anything is sent (core/domain/admin/transfer.ts: staff
 * and sales reps stay in the provider's company; customers move between customer companies only)
 * and the server's refusals come back worded alike.
 */
export const run = (options: TransferOptions, deps: CliDeps): Promise<TransferResult> => {
  const wanted = options.user.trim().toLowerCase()
  if (wanted === "") throw usageError("--user is empty")
  const companyId = companyIdOf(options.company)
  return withSignedIn(deps, async (session) => {
    const transfer = startMachine(deps, "adminTransfer")
    try {
      await waitFor(transfer, (s) => s.matches("ready"))
      transfer.send({ type: "transfer.findUsers", search: wanted })
      const found = await waitFor(transfer, (s) => s.matches("ready"))
      if (found.context.error !== null) throw session.failure("could not find the user", found.context.error)
      const named = (u: { readonly username: string; readonly email: string }) =>
        u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted
      const user = found.context.users.find(named)
      if (user === undefined && found.context.withheld.some(named))
        throw usageError(`'${options.user}' may not move: ${transferRoleRefusals.providerRole}`)
      if (user === undefined) throw usageError(`no user '${options.user}' was found`)
      transfer.send({ type: "transfer.chooseUser", userid: user.userid })
      transfer.send({ type: "transfer.chooseCompany", companyId })
      transfer.send({ type: "transfer.submit" })
      const done = await waitFor(
        transfer,
        (s) => s.context.result !== null || (s.matches("ready") && s.context.error !== null),
      )
      if (done.context.result === null)
        throw session.failure("could not transfer the user", done.context.error)
      return done.context.result
    } finally {
      transfer.stop()
    }
  })
}

export const render = (result: TransferResult): string =>
  `${result.message} (${result.sessionsEnded === 1 ? "1 session" : `${result.sessionsEnded} sessions`} ended)`
