import type { CliDeps } from "../command.types.ts"
import { runLive } from "./flow-live.ts"
import { exitCode, type FlowCommandOptions, finishReport } from "./flow-options.ts"
import { type FlowReport, renderFlowReport } from "./flow-report.ts"

/** `portal flow run`: the flows against a live server (with the seed they assume), nothing written. */
export const run = async (options: FlowCommandOptions, deps: CliDeps): Promise<FlowReport> => {
  const started = performance.now()
  const { done, warnings } = await runLive(options, deps, "run")
  return finishReport(
    "run",
    done.map((d) => d.outcome.result),
    options,
    performance.now() - started,
    { warnings },
  )
}

export const render = (report: FlowReport, options: FlowCommandOptions): string =>
  renderFlowReport(report, options)
export { exitCode }
