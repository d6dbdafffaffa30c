import { writeFileSync } from "node:fs"
import { rowKey } from "../../../core/domain/users/user-check.ts"
import { checkScopeOf } from "../../../core/domain/users/user-check-outcome.ts"
import type { PlannedFix } from "../../../core/domain/users/user-check-plan.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliDeps, CommandModule } from "../command.types.ts"
import { type SignedIn, withSignedIn } from "../shared/signed-in.ts"
import { applyFixes, planFixes } from "./users-check-fix.ts"
import { junitReport } from "./users-check.junit.ts"
import {
  type CheckResultRow,
  type CheckSummary,
  type ExtraAccount,
  renderCheckTable,
  renderExtra,
  renderPlan,
  rowSettled,
  summarize,
  summaryLine,
} from "./users-check.report.ts"
import { readRows } from "./users-check-lookup.ts"
import { type CheckedRows, checkRows } from "./users-check-rows.ts"

export interface UsersCheckOptions {
  /** A path, or `-` for standard input. */
  readonly file: string
  readonly fix?: boolean
  readonly yes?: boolean
  readonly reporter?: string
  readonly out?: string
  readonly concurrency?: string
  readonly all?: boolean
  readonly extra?: boolean
}

export interface UsersCheckResult {
  readonly summary: CheckSummary
  readonly rows: ReadonlyArray<CheckResultRow>
  /** What `--fix` changes (or would change), per row; `refusal` where the caller may not. */
  readonly plan: ReadonlyArray<PlannedFix>
  /** With `--extra`: accounts in scope that no row names; else null. */
  readonly extra: ReadonlyArray<ExtraAccount> | null
  /** `scope`: every account in scope read at once; `search`: one search per row. */
  readonly lookup: "scope" | "search" | "none"
  readonly requests: number
  /** Wall time checking and fixing (not waiting for the answer to `--fix`'s question). */
  readonly seconds: number
  /** Rows checked per second of the check (fixes not counted). */
  readonly rowsPerSecond: number
  /** Requests sent (lookups and fixes) per second of `seconds`. */
  readonly requestsPerSecond: number
  readonly junitFile?: string
}

/** Searches in flight at once: enough to overlap round trips, few enough to spare the server. */
export const DEFAULT_CONCURRENCY = 8
const MAX_CONCURRENCY = 32
const parseConcurrency = (value: string | undefined): number => {
  if (value === undefined) return DEFAULT_CONCURRENCY
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MAX_CONCURRENCY)
    throw usageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`)
  return n
}

const checkOptions = (options: UsersCheckOptions, deps: CliDeps): "table" | "junit" => {
  const reporter = options.reporter ?? "table"
  if (reporter !== "table" && reporter !== "junit") throw usageError("--reporter must be table or junit")
  if (reporter === "junit" && options.out === undefined)
    throw usageError("--reporter junit needs --out <file>")
  if (options.fix && !options.yes && deps.confirm === undefined)
    throw usageError("--fix asks for confirmation on a terminal; give --yes to apply fixes from a script")
  return reporter
}

/**
 * `portal users check --file`: each row ok, mismatch (which fields), missing, out of scope, invalid
 * (which cells) or duplicate; `--extra` lists accounts the file omits; `--fix` shows the plan, asks,
 * and applies the safe changes.
 */
/**
 * With `--fix`: the plan first, then the question (unless `--yes`), then the fixes. Returns the rows
 * after, the requests sent and the seconds spent fixing (not waiting for the answer).
 */
const fixIfAsked = async (
  deps: CliDeps,
  options: UsersCheckOptions,
  session: SignedIn,
  checked: CheckedRows,
  plan: ReadonlyArray<PlannedFix>,
  limit: number,
) => {
  const rows = checked.rows
  if (!options.fix || plan.length === 0) return { rows, requests: 0, seconds: 0 }
  const allowed = plan.filter((f) => f.refusal === undefined).length
  const keyOf = (line: number) => rowKey(rows.find((r) => r.row.line === line)!.row)
  // The plan comes before the question, so the user sees what they agree to.
  const question = `${renderPlan(plan, keyOf)}\n\n${summaryLine(summarize(rows, checked.extra))}\nApply ${allowed} safe fix(es) (activation, phone)? [y/N] `
  if (allowed > 0 && !options.yes && !(await deps.confirm!(question)))
    return { rows, requests: 0, seconds: 0 }
  const started = performance.now()
  const fixed = await applyFixes(deps, session, rows, plan, limit)
  return { ...fixed, seconds: (performance.now() - started) / 1000 }
}

export const run = async (options: UsersCheckOptions, deps: CliDeps): Promise<UsersCheckResult> => {
  const reporter = checkOptions(options, deps)
  const limit = parseConcurrency(options.concurrency)
  const parsed = await readRows(options.file, deps)
  const started = performance.now()
  return withSignedIn(deps, async (session) => {
    const extra = options.extra === true
    const checked = await checkRows(deps, parsed, checkScopeOf(session.user), { limit, extra })
    const checkSeconds = (performance.now() - started) / 1000
    const plan = planFixes(session.user, checked.rows, checked.accounts)
    const fixed = await fixIfAsked(deps, options, session, checked, plan, limit)
    const { rows } = fixed
    const requests = checked.requests + fixed.requests
    const seconds = checkSeconds + fixed.seconds
    if (reporter === "junit") writeFileSync(options.out!, junitReport(rows, checked.extra, seconds))
    const per = (n: number, s: number) => (s > 0 ? n / s : n)
    return {
      summary: summarize(rows, checked.extra),
      rows,
      plan,
      extra: checked.extra,
      lookup: checked.lookup,
      requests,
      seconds,
      rowsPerSecond: per(rows.length, checkSeconds),
      requestsPerSecond: per(requests, seconds),
      ...(reporter === "junit" ? { junitFile: options.out! } : {}),
    }
  })
}

export const render = (result: UsersCheckResult, options: UsersCheckOptions): string =>
  [
    renderCheckTable(result.rows, options.all === true),
    ...(result.extra === null ? [] : [renderExtra(result.extra)]),
    summaryLine(result.summary),
    `${result.seconds.toFixed(1)} s, ${result.rowsPerSecond.toFixed(0)} rows/s, ${result.requests} request(s) (${result.lookup === "scope" ? "every account in scope read at once" : result.lookup === "search" ? "one search per row" : "none needed"})` +
      (result.junitFile ? `\nJUnit report: ${result.junitFile}` : ""),
  ].join("\n\n")

/** 0 when every row matches (or was fixed) and, with `--extra`, the file omits no account; else 1. */
export const exitCode = (result: UsersCheckResult): number =>
  result.rows.every(rowSettled) && (result.extra?.length ?? 0) === 0 ? 0 : 1

export const command: CommandModule<UsersCheckOptions, UsersCheckResult> = { run, render, exitCode }
