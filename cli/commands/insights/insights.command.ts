import { waitFor } from "xstate"
import { parseDashboardUrl } from "../../../core/domain/insights/dashboard-url.ts"
import { parsePeriod } from "../../../core/domain/insights/period.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

import type { InsightsResult } from "./insights.types.ts"

export { render } from "./insights-render.ts"
export type { InsightsResult } from "./insights.types.ts"

export interface InsightsOptions {
  readonly what: string
  readonly period?: string | undefined
  readonly agreement?: string | undefined
  readonly location?: string | undefined
}

const idOption = (name: string, value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  if (!/^[1-9]\d{0,9}$/.test(value.trim())) throw usageError(`--${name} must be a positive whole number`)
  return value.trim()
}

/** Loads the figures through the dashboard machine, as /dashboard does. */
export const run = (options: InsightsOptions, deps: CliDeps): Promise<InsightsResult> => {
  if (options.period !== undefined && parsePeriod(options.period) === undefined)
    throw usageError("--period must be a number of months from 1 to 36 followed by m, such as 3m")
  const params = parseDashboardUrl({
    period: options.period,
    agreementid: idOption("agreement", options.agreement),
    locationid: idOption("location", options.location),
  })
  // `users` asks the server for User Insights whatever the role: the server refuses other roles (403).
  return withSignedIn(deps, async ({ failure }) => {
    const withUsers = options.what === "users"
    const board = startMachine(deps, "dashboard", { params, withUsers })
    try {
      const done = await waitFor(board, (s) => s.matches("ready") || s.matches("error"))
      const data = done.context.data
      if (done.matches("error") || data === null)
        throw failure("could not load the dashboard", done.context.error)
      if (options.what === "service") return { what: "service", serviceInsights: data.service }
      if (options.what === "equipment")
        return { what: "equipment", equipmentInsights: data.equipment, equipmentAddRemove: data.addRemove }
      return { what: "users", users: data.users! }
    } finally {
      board.stop()
    }
  })
}
