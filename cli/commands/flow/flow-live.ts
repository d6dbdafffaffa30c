import { type LiveFlowOutcome, runFlowLive } from "../../../core/flows/flow-runner.ts"
import { fetchHttpClient } from "../../../core/runtime/portal-runtime.ts"
import type { CliDeps } from "../command.types.ts"
import { type LoadedFlow, loadFlows } from "./flow-files.ts"
import { checkReporter, dirsOf, type FlowCommandOptions } from "./flow-options.ts"
import { checkSeed } from "./flow-seed.ts"

export interface LiveRun {
  readonly done: ReadonlyArray<{ loaded: LoadedFlow; outcome: LiveFlowOutcome }>
  /** Said before the first step (see `checkSeed`). */
  readonly warnings: ReadonlyArray<string>
}

/**
 * Runs flows one after the other against `--api` (each with its own fresh session), after checking
 * that the server has the seed the flows assume; recordings keep the server's GET /v1/config.
 */
export const runLive = async (
  options: FlowCommandOptions,
  deps: CliDeps,
  mode: "run" | "record",
): Promise<LiveRun> => {
  checkReporter(options)
  const flows = loadFlows(options.flows, dirsOf(options).flowsDir)
  const { server, warnings } = await checkSeed(flows, deps, options.force === true)
  const host = {
    baseUrl: deps.api,
    httpClient: fetchHttpClient,
    now: () => performance.now(),
    startedAt: new Date().toISOString(),
    ...(server ? { server } : {}),
  }
  const done: Array<{ loaded: LoadedFlow; outcome: LiveFlowOutcome }> = []
  for (const loaded of flows) {
    deps.progress({
      label: `${mode === "record" ? "Recording" : "Running"} ${loaded.name}`,
      done: done.length,
      total: flows.length,
    })
    done.push({ loaded, outcome: await runFlowLive(loaded.name, loaded.flow, host, mode) })
  }
  return { done, warnings }
}
