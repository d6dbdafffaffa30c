import { eventLogText } from "../../../core/eventlog/log-text.ts"
import type { CliDeps } from "../command.types.ts"
import { recordingFile, writeAtomically } from "./flow-files.ts"
import { runLive } from "./flow-live.ts"
import { dirsOf, exitCode, type FlowCommandOptions, finishReport } from "./flow-options.ts"
import { type FlowReport, renderFlowReport } from "./flow-report.ts"

/**
 * `portal flow record`: the flows against a live server; each flow whose steps all pass has its
 * event log written to `<recordings>/<name>.log.json` (a failed flow keeps its old recording).
 */
export const run = async (options: FlowCommandOptions, deps: CliDeps): Promise<FlowReport> => {
  const started = performance.now()
  const { recordingsDir } = dirsOf(options)
  const { done, warnings } = await runLive(options, deps, "record")
  const written: Array<string> = []
  for (const { loaded, outcome } of done) {
    if (outcome.recording === null) continue
    const file = recordingFile(loaded.name, recordingsDir)
    writeAtomically(file, eventLogText(outcome.recording))
    written.push(file)
  }
  return finishReport(
    "record",
    done.map((d) => d.outcome.result),
    options,
    performance.now() - started,
    { written, warnings },
  )
}

export const render = (report: FlowReport, options: FlowCommandOptions): string =>
  renderFlowReport(report, options)
export { exitCode }
