import { fetchHttpClient } from "../../../core/runtime/portal-runtime.ts"
import { type LiveFlowOutcome, runFlowLive } from "../../../core/flows/flow-runner.ts"
import type { CliDeps } from "../command.types.ts"
import { loadFlows, type LoadedFlow } from "./flow-files.ts"
import { checkReporter, dirsOf, type FlowCommandOptions } from "./flow-options.ts"

/** Runs flows one after the other against `--api` (each with its own fresh session). */
export const runLive = async (
  options: FlowCommandOptions,
  deps: CliDeps,
  mode: "run" | "record",
): Promise<ReadonlyArray<{ loaded: LoadedFlow; outcome: LiveFlowOutcome }>> => {
  checkReporter(options)
  const flows = loadFlows(options.flows, dirsOf(options).flowsDir)
  const host = {
    baseUrl: deps.api,
    httpClient: fetchHttpClient,
    now: () => performance.now(),
    startedAt: new Date().toISOString(),
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
  return done
}
