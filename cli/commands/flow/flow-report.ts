import type { FlowResult, StepResult } from "../../../core/flows/flow-steps.ts"

/** What every `portal flow` command returns (printed as text, or as JSON with --json). */
export interface FlowReport {
  readonly command: "record" | "run" | "replay"
  readonly flows: ReadonlyArray<FlowResult>
  readonly passed: number
  readonly failed: number
  readonly ms: number
  /** Recordings written by `portal flow record`. */
  readonly written: ReadonlyArray<string>
  /** The JUnit file written with `--reporter junit --out`. */
  readonly junitFile?: string
  /** The JUnit XML itself when `--reporter junit` has no `--out` (printed instead of text). */
  readonly junit?: string
}

const MARK: Record<StepResult["status"], string> = { passed: "✓", failed: "✗", skipped: "-" }

const indent = (text: string, pad: string) =>
  text
    .split("\n")
    .map((line) => `${pad}${line}`)
    .join("\n")

const stepLine = (step: StepResult): string => {
  const time = step.status === "skipped" ? "skipped" : `${Math.round(step.ms)} ms`
  const line = `  ${MARK[step.status]} ${String(step.index + 1).padStart(2)} ${step.label}  (${time})`
  return step.message === undefined ? line : `${line}\n${indent(step.message, "       ")}`
}

/** One line per step under each flow, then the summary line. */
export const renderFlowReport = (report: FlowReport): string => {
  if (report.junit !== undefined) return report.junit.trimEnd()
  const blocks = report.flows.map((flow) => {
    const head = `${flow.ok ? "PASS" : "FAIL"} ${flow.name} (${flow.mode}, ${flow.calls} calls, ${Math.round(flow.ms)} ms)`
    const error = flow.error === undefined ? [] : [indent(flow.error, "  ! ")]
    return [head, ...flow.steps.map(stepLine), ...error].join("\n")
  })
  const extra = [
    ...report.written.map((file) => `wrote ${file}`),
    ...(report.junitFile ? [`wrote JUnit report ${report.junitFile}`] : []),
  ]
  const hint =
    report.command === "replay" && report.failed > 0
      ? [
          "If a difference is intended (a changed machine, contract or seed), record the flow again:",
          "  portal flow record <flow> --api <fresh server>   (the shipped ones: node tests/replay/record-flows.ts)",
        ]
      : []
  const summary = `flows: ${report.passed} passed, ${report.failed} failed (${Math.round(report.ms)} ms)`
  return [...blocks, ...extra, ...hint, summary].join("\n")
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const seconds = (ms: number) => (ms / 1000).toFixed(3)

const testcase = (flow: FlowResult, step: StepResult): string => {
  const open = `    <testcase classname="flows.${escapeXml(flow.name)}" name="${escapeXml(`${step.index + 1} ${step.label}`)}" time="${seconds(step.ms)}"`
  if (step.status === "passed") return `${open}/>`
  if (step.status === "skipped") return `${open}><skipped/></testcase>`
  const message = step.message ?? "failed"
  const first = message.split("\n")[0] ?? message
  return `${open}><failure message="${escapeXml(first)}">${escapeXml(message)}</failure></testcase>`
}

/** JUnit XML: one testsuite per flow, one testcase per step (what CI servers read). */
export const junitXml = (report: Omit<FlowReport, "junit" | "junitFile">): string => {
  const suites = report.flows.map((flow) => {
    const failures = flow.steps.filter((s) => s.status === "failed").length + (flow.error ? 1 : 0)
    const skipped = flow.steps.filter((s) => s.status === "skipped").length
    const cases = flow.steps.map((step) => testcase(flow, step))
    const error = flow.error
      ? [
          `    <testcase classname="flows.${escapeXml(flow.name)}" name="recording" time="0"><failure message="${escapeXml(flow.error)}"/></testcase>`,
        ]
      : []
    return [
      `  <testsuite name="${escapeXml(flow.name)}" tests="${cases.length + error.length}" failures="${failures}" skipped="${skipped}" time="${seconds(flow.ms)}">`,
      ...cases,
      ...error,
      "  </testsuite>",
    ].join("\n")
  })
  const tests = report.flows.reduce((n, f) => n + f.steps.length + (f.error ? 1 : 0), 0)
  const failures = report.flows.reduce(
    (n, f) => n + f.steps.filter((s) => s.status === "failed").length + (f.error ? 1 : 0),
    0,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal flow ${report.command}" tests="${tests}" failures="${failures}" time="${seconds(report.ms)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n")
}
