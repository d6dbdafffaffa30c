import { resolve } from "node:path"
import type { FlowResult } from "../../../core/flows/flow-steps.ts"
import { replayFlow } from "../../../core/flows/flow-replay.ts"
import { replayTrace } from "../../../core/flows/trace-replay.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliDeps } from "../command.types.ts"
import { type LoadedFlow, loadFlows, readEventLog, recordingFile } from "./flow-files.ts"
import { checkReporter, dirsOf, exitCode, type FlowCommandOptions, finishReport } from "./flow-options.ts"
import { type FlowReport, renderFlowReport } from "./flow-report.ts"

export interface FlowReplayOptions extends FlowCommandOptions {
  /** A session trace downloaded from the browser, replayed instead of flows. */
  readonly trace?: string | undefined
}

const now = () => performance.now()

const failed = (name: string, error: unknown): FlowResult => ({
  name,
  mode: "replay",
  ok: false,
  steps: [],
  ms: 0,
  calls: 0,
  error: error instanceof Error ? error.message : String(error),
})

const replayOne = async (loaded: LoadedFlow, recordingsDir: string): Promise<FlowResult> => {
  try {
    const recording = readEventLog(recordingFile(loaded.name, recordingsDir))
    return await replayFlow(loaded.name, loaded.flow, recording, { now })
  } catch (error) {
    return failed(loaded.name, error)
  }
}

const replayTraceFile = async (file: string): Promise<FlowResult> => {
  try {
    return await replayTrace(file, readEventLog(file), { now })
  } catch (error) {
    return failed(file, error)
  }
}

/**
 * `portal flow replay`: offline, no server. Each flow replays its recording (the recorded events
 * through fresh machines, the recorded answers as transport) and checks its steps again;
 * `--trace <file>` replays a session trace from the browser the same way.
 */
export const run = async (options: FlowReplayOptions, _deps: CliDeps): Promise<FlowReport> => {
  checkReporter(options)
  const started = now()
  if (options.trace !== undefined) {
    if (options.flows.length > 0) throw usageError("give either flows or --trace, not both")
    const result = await replayTraceFile(resolve(options.trace))
    return finishReport("replay", [result], options, now() - started)
  }
  const { flowsDir, recordingsDir } = dirsOf(options)
  const results: Array<FlowResult> = []
  for (const loaded of loadFlows(options.flows, flowsDir))
    results.push(await replayOne(loaded, recordingsDir))
  return finishReport("replay", results, options, now() - started)
}

export const render = (report: FlowReport, options: FlowReplayOptions): string =>
  renderFlowReport(report, options)
export { exitCode }
