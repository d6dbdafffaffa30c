// The pieces of `npm test` (scripts/test.ts): a step run as a child process, timed, with its output
// either streamed or held back and printed whole when it ends, and the counts its JSON report gives.
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"

export interface Tally {
  passed: number
  failed: number
}

export const formatMs = (ms: number): string => {
  const seconds = Math.round(ms / 1000)
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`
}

export interface StepOptions {
  readonly env?: Record<string, string>
  /** Print the output as it comes (one step at a time) or hold it until the step ends. */
  readonly stream: boolean
}

export interface StepResult {
  readonly step: string
  readonly exit: number
  readonly ms: number
}

/** Runs `cmd args` as step `step`; resolves with its exit code and wall time once it ends. */
export function runStep(
  step: string,
  cmd: string,
  args: string[],
  options: StepOptions,
): Promise<StepResult> {
  const line = `$ ${cmd} ${args.join(" ")}`
  if (options.stream) console.log(`\n${line}`)
  const from = performance.now()
  const held: Buffer[] = []
  const child = spawn(cmd, args, {
    stdio: options.stream ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env },
  })
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk))
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk))
  return new Promise((resolve) => {
    const done = (exit: number) => {
      const ms = performance.now() - from
      if (!options.stream) process.stdout.write(`\n${line}\n${Buffer.concat(held).toString()}`)
      console.log(`TIME ${step}: ${formatMs(ms)}`)
      resolve({ step, exit, ms })
    }
    child.on("error", () => done(1))
    child.on("close", (code) => done(code ?? 1))
  })
}

/** Counts of a vitest JSON report; a failed run that reports no failed test counts as one failure. */
export function countVitest(file: string, exit: number): Tally {
  if (!existsSync(file)) return { passed: 0, failed: exit === 0 ? 0 : 1 }
  const report = JSON.parse(readFileSync(file, "utf8"))
  const failedSuites = (report.testResults ?? []).filter(
    (s: { status: string; assertionResults: unknown[] }) =>
      s.status === "failed" && s.assertionResults.length === 0,
  ).length
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      failedSuites +
      (exit !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0),
  }
}

/** Counts of a Playwright JSON report; flaky counts as failed (retries stay 0 anyway). */
export function countPlaywright(file: string, exit: number): Tally {
  if (!existsSync(file)) return { passed: 0, failed: exit === 0 ? 0 : 1 }
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {}
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  return { passed: stats.expected ?? 0, failed: failed + (exit !== 0 && failed === 0 ? 1 : 0) }
}

/** A pass/fail check (type check, lint, build) as a tally of one. */
export const countExit = (exit: number): Tally =>
  exit === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
