import { waitFor } from "xstate"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { parseId } from "./equipment-options.ts"

export interface RequestChangeOptions {
  readonly id: string
  readonly message?: string | undefined
}

export interface RequestChangeResult {
  readonly id: number
  readonly equipmentid: number
  readonly to: string
}

/**
 * Sends a change request through the equipment page as the dialog does: the details load, the
 * request opens, the message goes in and is submitted; the four checks of spec section 5 apply.
 */
export const run = (options: RequestChangeOptions, deps: CliDeps): Promise<RequestChangeResult> => {
  const equipmentId = parseId("equipment id", options.id)
  if (options.message === undefined) throw usageError("--message is required")
  const message = options.message
  return withSignedIn(deps, async ({ failure }) => {
    const page = startMachine(deps, "equipmentPage", { equipmentId })
    try {
      const { details, request } = page.getSnapshot().children
      const loaded = await waitFor(details!, (s) => s.context.status !== "loading")
      if (loaded.context.status === "error")
        throw failure(`could not load equipment ${equipmentId}`, loaded.context.error)
      page.send({ type: "request.open" })
      page.send({ type: "request.messageChange", message })
      page.send({ type: "request.submit" })
      const done = await waitFor(request!, (s) => !s.matches("submitting"))
      const c = done.context
      if (c.problems.length > 0) throw usageError(c.problems.join("; "))
      if (c.failure !== null || c.sentId === null)
        throw failure("Unable to submit a change request", c.failure)
      return { id: c.sentId, equipmentid: equipmentId, to: c.subject?.salesemail ?? "" }
    } finally {
      page.stop()
    }
  })
}

export const render = (r: RequestChangeResult): string =>
  `Change request ${r.id} for equipment ${r.equipmentid} queued for ${r.to}.`
