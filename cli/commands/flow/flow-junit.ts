import type { FlowResult, StepResult } from "../../../core/flows/flow-steps.ts"
import type { FlowReport } from "./flow-report.ts"

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const seconds = (ms: number) => (ms / 1000).toFixed(3)

const testcase = (flow: FlowResult, step: StepResult): string => {
  const open = `    <testcase classname="flows.${escapeXml(flow.name)}" name="${escapeXml(`${step.step} ${step.label}`)}" time="${seconds(step.ms)}"`
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
