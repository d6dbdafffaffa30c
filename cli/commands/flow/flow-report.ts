import type { FlowResult, StepResult } from "../../../core/flows/flow-steps.ts"
import { formatDuration } from "../../format/duration.ts"

/** What every `portal flow` command returns (printed as text, or as JSON with --json). */
export interface FlowReport {
  readonly command: "record" | "run" | "replay"
  readonly flows: ReadonlyArray<FlowResult>
  readonly passed: number
  readonly failed: number
  /** Milliseconds, one decimal (so are the flows' and steps'). */
  readonly ms: number
  /** Recordings written by `portal flow record`. */
  readonly written: ReadonlyArray<string>
  /** Said before the first step (e.g. a seed the server does not report). */
  readonly warnings: ReadonlyArray<string>
  /** The JUnit file written with `--reporter junit --out`. */
  readonly junitFile?: string
  /** The JUnit XML itself when `--reporter junit` has no `--out` (printed instead of text). */
  readonly junit?: string
}

/** How much the text shows: one line per passing flow, or (`--verbose`) every step. */
export interface RenderOptions {
  readonly verbose?: boolean | undefined
}

const MARK: Record<StepResult["status"], string> = { passed: "✓", failed: "✗", skipped: "-" }

const indent = (text: string, pad: string) =>
  text
    .split("\n")
    .map((line) => `${pad}${line}`)
    .join("\n")

const stepLine = (step: StepResult): string => {
  const time = step.status === "skipped" ? "skipped" : formatDuration(step.ms)
  const line = `  ${MARK[step.status]} ${String(step.step).padStart(2)} ${step.label}  (${time})`
  return step.message === undefined ? line : `${line}\n${indent(step.message, "       ")}`
}

const count = (steps: ReadonlyArray<StepResult>, status: StepResult["status"]) =>
  steps.filter((s) => s.status === status).length

/** A flow: its line; a failed one adds its failing step (with the diff) and what else happened. */
const flowBlock = (flow: FlowResult, verbose: boolean): string => {
  const head = `${flow.ok ? "PASS" : "FAIL"} ${flow.name} (${flow.mode}, ${flow.calls} calls, ${formatDuration(flow.ms)})`
  const error = flow.error === undefined ? [] : [indent(flow.error, "  ! ")]
  if (verbose) return [head, ...flow.steps.map(stepLine), ...error].join("\n")
  if (flow.ok) return head
  const failing = flow.steps.filter((s) => s.status === "failed").map(stepLine)
  const passed = count(flow.steps, "passed")
  const skipped = count(flow.steps, "skipped")
  const rest = `  (${passed} passed, ${skipped} skipped; -v shows every step)`
  return [head, ...failing, ...error, rest].join("\n")
}

/** One line per flow (every step with `verbose`), failures with their diff, then the summary. */
export const renderFlowReport = (report: FlowReport, options: RenderOptions = {}): string => {
  if (report.junit !== undefined) return report.junit.trimEnd()
  const warnings = report.warnings.map((w) => `warning: ${w}`)
  const blocks = report.flows.map((flow) => flowBlock(flow, options.verbose === true))
  const extra = [
    ...report.written.map((file) => `wrote ${file}`),
    ...(report.junitFile ? [`wrote JUnit report ${report.junitFile}`] : []),
  ]
  const hint =
    report.command === "replay" && report.failed > 0
      ? [
          "If a difference is intended (a changed machine, contract or seed), record the flow again:",
          "  portal flow record <flow> --api <fresh server>   (the shipped ones: npm run flows:record)",
        ]
      : []
  const summary = `flows: ${report.passed} passed, ${report.failed} failed (${formatDuration(report.ms)})`
  return [...warnings, ...blocks, ...extra, ...hint, summary].join("\n")
}
