import { resolve } from "node:path"
import type { FlowResult } from "../../../core/flows/flow-steps.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { DEFAULT_FLOWS_DIR, DEFAULT_RECORDINGS_DIR, writeAtomically } from "./flow-files.ts"
import { roundMs } from "../../format/duration.ts"
import { junitXml } from "./flow-junit.ts"
import type { FlowReport } from "./flow-report.ts"

/** Options shared by `portal flow record | run | replay`. */
export interface FlowCommandOptions {
  /** Flow names (`sign-in`) or paths; none means every flow in the flows folder. */
  readonly flows: ReadonlyArray<string>
  readonly flowsDir?: string | undefined
  readonly recordingsDir?: string | undefined
  readonly reporter?: string | undefined
  readonly out?: string | undefined
  /** run/record: go on when the server's seed differs from the flows' (a warning instead). */
  readonly force?: boolean | undefined
  /** Print every step, not only one line per passing flow. */
  readonly verbose?: boolean | undefined
}

export interface FlowDirs {
  readonly flowsDir: string
  readonly recordingsDir: string
}

export const dirsOf = (options: FlowCommandOptions): FlowDirs => ({
  flowsDir: options.flowsDir ? resolve(options.flowsDir) : DEFAULT_FLOWS_DIR,
  recordingsDir: options.recordingsDir ? resolve(options.recordingsDir) : DEFAULT_RECORDINGS_DIR,
})

/** Checks `--reporter`/`--out` before anything runs. */
export const checkReporter = (options: FlowCommandOptions): void => {
  const reporter = options.reporter ?? "text"
  if (reporter !== "text" && reporter !== "junit")
    throw usageError(`--reporter must be text or junit, got '${reporter}'`)
  if (options.out !== undefined && reporter !== "junit") throw usageError("--out goes with --reporter junit")
}

const rounded = (flow: FlowResult): FlowResult => ({
  ...flow,
  ms: roundMs(flow.ms),
  steps: flow.steps.map((step) => ({ ...step, ms: roundMs(step.ms) })),
})

/** Totals (timings to one decimal), and the JUnit report written to `--out` (or carried for printing). */
export const finishReport = (
  command: FlowReport["command"],
  results: ReadonlyArray<FlowResult>,
  options: FlowCommandOptions,
  ms: number,
  extra: { readonly written?: ReadonlyArray<string>; readonly warnings?: ReadonlyArray<string> } = {},
): FlowReport => {
  const flows = results.map(rounded)
  const passed = flows.filter((f) => f.ok).length
  const base = {
    command,
    flows,
    passed,
    failed: flows.length - passed,
    ms: roundMs(ms),
    written: extra.written ?? [],
    warnings: extra.warnings ?? [],
  }
  if (options.reporter !== "junit") return base
  const xml = junitXml(base)
  if (options.out === undefined) return { ...base, junit: xml }
  const file = resolve(options.out)
  writeAtomically(file, xml)
  return { ...base, junitFile: file }
}

/** A `portal flow` command fails (exit 1) when any flow failed. */
export const exitCode = (report: FlowReport): number => (report.failed > 0 ? 1 : 0)
