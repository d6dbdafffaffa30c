import {
  type CoverageInput,
  type FlowCoverageReport,
  flowCoverage,
  type MachineCoverage,
} from "../../../core/flows/flow-coverage.ts"
import { renderTable } from "../../format/table.ts"
import type { CliDeps } from "../command.types.ts"
import { loadFlows, readEventLog, recordingFile } from "./flow-files.ts"
import { dirsOf } from "./flow-options.ts"

export interface FlowCoverageOptions {
  /** Flow names or paths; none means every flow in the flows folder. */
  readonly flows: ReadonlyArray<string>
  readonly flowsDir?: string | undefined
  readonly recordingsDir?: string | undefined
}

type FlowOutcome = FlowCoverageReport["flows"][number]

/**
 * `portal flow coverage`: replays the flows' recordings offline and reports, for each machine of
 * the registry, the states and transitions they exercise (computed in core from each machine's
 * graph). A flow without a readable recording counts as failed and covers nothing.
 */
export const run = async (options: FlowCoverageOptions, _deps: CliDeps): Promise<FlowCoverageReport> => {
  const { flowsDir, recordingsDir } = dirsOf(options)
  const inputs: Array<CoverageInput> = []
  const unreadable: Array<FlowOutcome> = []
  for (const { name, flow } of loadFlows(options.flows, flowsDir)) {
    try {
      inputs.push({ name, flow, recording: readEventLog(recordingFile(name, recordingsDir)) })
    } catch (error) {
      unreadable.push({ name, ok: false, error: error instanceof Error ? error.message : String(error) })
    }
  }
  const report = await flowCoverage(inputs)
  const flows = [...report.flows, ...unreadable].sort((a, b) => a.name.localeCompare(b.name))
  return { ...report, flows }
}

const ratio = (count: { covered: number; total: number }) => `${count.covered}/${count.total}`

type Row = Pick<MachineCoverage, "machine" | "percent"> & {
  readonly states: { covered: number; total: number }
  readonly transitions: { covered: number; total: number }
}

/** The table (one row per machine, then all of them), and the flows that did not replay. */
export const render = (report: FlowCoverageReport): string => {
  const rows: ReadonlyArray<Row> = [...report.machines, { machine: "all machines", ...report.total }]
  const table = renderTable<Row>(
    [
      { heading: "machine", cell: (r) => r.machine },
      { heading: "states", cell: (r) => ratio(r.states), align: "right" },
      { heading: "transitions", cell: (r) => ratio(r.transitions), align: "right" },
      { heading: "covered", cell: (r) => `${r.percent.toFixed(1)}%`, align: "right" },
    ],
    rows,
  )
  const failed = report.flows
    .filter((f) => !f.ok)
    .map((f) => `FAIL ${f.name}: ${f.error ?? "did not replay"} (its coverage is partial)`)
  const ok = report.flows.length - failed.length
  const foot = `${ok} of ${report.flows.length} flows replayed; 'covered' counts states and transitions together; --json lists what is not covered`
  return [table, ...failed, foot].join("\n")
}

/** Exit 1 when a flow did not replay (its coverage is partial). */
export const exitCode = (report: FlowCoverageReport): number => (report.flows.every((f) => f.ok) ? 0 : 1)
