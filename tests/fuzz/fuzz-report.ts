import { describeRequest, type FuzzRequest } from "./fuzz-request.ts"
import { KEEP_BYTES, type Outcome } from "./fuzz-send.ts"

/** How an answer is counted: by status class, or as no complete answer in time, or none at all. */
export const statusClasses = ["2xx", "3xx", "4xx", "5xx", "hang", "no answer"] as const
export type StatusClass = (typeof statusClasses)[number]

/** A request whose answer breaks a rule of the harness. */
export interface Violation {
  readonly request: FuzzRequest
  readonly outcome: Outcome
  readonly problem: string
}

/** Counts by status class, overall and per operation, and every violation. */
export interface FuzzReport {
  readonly seed: number
  total: number
  readonly byClass: Record<StatusClass, number>
  readonly byOp: Map<string, Record<StatusClass, number>>
  readonly violations: Violation[]
  /** The slowest answer: its time and request. */
  slowest: { ms: number; request: string }
  /** 400s that name no field, by endpoint and mutation: values the contract let through to SQL. */
  readonly unnamed400: Map<string, number>
}

const emptyCounts = (): Record<StatusClass, number> =>
  Object.fromEntries(statusClasses.map((c) => [c, 0])) as Record<StatusClass, number>

/** A report with nothing recorded yet. */
export const emptyReport = (seed: number): FuzzReport => ({
  seed,
  total: 0,
  byClass: emptyCounts(),
  byOp: new Map(),
  violations: [],
  slowest: { ms: 0, request: "" },
  unnamed400: new Map(),
})

/** The class an outcome is counted in. */
export const classOf = (outcome: Outcome): StatusClass =>
  outcome.kind !== "answer" ? outcome.kind : (`${Math.floor(outcome.status / 100)}xx` as StatusClass)

const isApi = (target: string) => /^\/(v1|documents)(\/|\?|$)/.test(target)

/** A 4xx of the API must be a JSON object with a string `_tag` and a string `message`. */
const jsonErrorProblem = (outcome: Extract<Outcome, { kind: "answer" }>): string | undefined => {
  try {
    const body = JSON.parse(outcome.body) as { _tag?: unknown; message?: unknown }
    if (typeof body?._tag === "string" && typeof body.message === "string") return undefined
  } catch {}
  return `${outcome.status} without a JSON { _tag, message } body: ${JSON.stringify(outcome.body.slice(0, 200))}`
}

/** Why an outcome breaks the rules (5xx, hang, no answer, a non-JSON 4xx from the API), if it does. */
export const problemOf = (request: FuzzRequest, outcome: Outcome): string | undefined => {
  if (outcome.kind === "hang") return `no complete answer within ${outcome.ms} ms`
  if (outcome.kind === "no answer") return `the connection ended without an answer: ${outcome.error}`
  if (outcome.status >= 500) return `${outcome.status}: ${outcome.body.slice(0, 300)}`
  if (outcome.status >= 400 && outcome.bytes > KEEP_BYTES)
    return `${outcome.status} with a ${outcome.bytes}-byte body: an error should not echo the request`
  if (outcome.status >= 400 && isApi(request.target)) return jsonErrorProblem(outcome)
  return undefined
}

/** Adds one request and its outcome to the report. */
export const record = (report: FuzzReport, request: FuzzRequest, outcome: Outcome): void => {
  const cls = classOf(outcome)
  const op = report.byOp.get(request.op) ?? emptyCounts()
  op[cls]++
  report.byOp.set(request.op, op)
  report.byClass[cls]++
  const problem = problemOf(request, outcome)
  if (problem) report.violations.push({ request, outcome, problem })
  else if (outcome.kind === "answer" && outcome.status === 400 && !/"field"/.test(outcome.body)) {
    const key = `${request.op} [${request.mutation}]`
    report.unnamed400.set(key, (report.unnamed400.get(key) ?? 0) + 1)
  }
  if (outcome.ms > report.slowest.ms)
    report.slowest = { ms: outcome.ms, request: `#${request.index} ${request.op} [${request.mutation}]` }
  report.total++
}

const row = (name: string, counts: Record<StatusClass, number>) =>
  `${name.padEnd(34)}${statusClasses.map((c) => String(counts[c]).padStart(10)).join("")}`

/** The printed report: counts by class and per endpoint, then each violation with its request. */
export const formatReport = (report: FuzzReport): string => {
  const lines = [
    `Fuzzed ${report.total} requests (seed ${report.seed}; rerun with --seed ${report.seed})`,
    "",
    row("endpoint", Object.fromEntries(statusClasses.map((c) => [c, c])) as never),
    ...[...report.byOp.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([op, counts]) => row(op, counts)),
    row("all", report.byClass),
    "",
    `Slowest answer: ${report.slowest.ms} ms (${report.slowest.request})`,
    "",
  ]
  if (report.unnamed400.size > 0)
    lines.push(
      "400s that name no field (a value the contract let through and the database refused):",
      ...[...report.unnamed400.entries()].map(([key, n]) => `  ${n} x ${key}`),
      "",
    )
  for (const v of report.violations)
    lines.push(
      `VIOLATION ${v.problem}\n  ${describeRequest(v.request)}\n  rerun alone: npm run fuzz -- --seed ${report.seed} --only ${v.request.index}`,
    )
  lines.push(`${report.violations.length} violation(s)`)
  return lines.join("\n")
}
