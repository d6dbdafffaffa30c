import { writeFileSync } from "node:fs"
import { rowKey } from "../../../core/domain/users/user-check.ts"
import { checkScopeOf } from "../../../core/domain/users/user-check-outcome.ts"
import type { PlannedFix } from "../../../core/domain/users/user-check-plan.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliDeps, CommandModule } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
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
import { checkRows } from "./users-check-rows.ts"

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
  readonly seconds: number
  readonly rowsPerSecond: number
  /** Requests sent (lookups and fixes) per second of wall time. */
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
export const run = async (options: UsersCheckOptions, deps: CliDeps): Promise<UsersCheckResult> => {
  const reporter = checkOptions(options, deps)
  const limit = parseConcurrency(options.concurrency)
  const parsed = await readRows(options.file, deps)
  const started = performance.now()
  return withSignedIn(deps, async ({ user, ...session }) => {
    const checked = await checkRows(deps, parsed, checkScopeOf(user), {
      limit,
      extra: options.extra === true,
    })
    let rows = checked.rows
    let requests = checked.requests
    const plan = planFixes(user, rows, checked.accounts)
    if (options.fix && plan.length > 0) {
      const allowed = plan.filter((f) => f.refusal === undefined).length
      const keyOf = (line: number) => rowKey(rows.find((r) => r.row.line === line)!.row)
      // The plan comes before the question, so the user sees what they agree to.
      const question = `${renderPlan(plan, keyOf)}\n\n${summaryLine(summarize(rows, checked.extra))}\nApply ${allowed} safe fix(es) (activation, phone)? [y/N] `
      if (allowed === 0 || options.yes || (await deps.confirm!(question))) {
        const fixed = await applyFixes(deps, { user, ...session }, rows, plan, limit)
        rows = fixed.rows
        requests += fixed.requests
      }
    }
    const seconds = (performance.now() - started) / 1000
    if (reporter === "junit") writeFileSync(options.out!, junitReport(rows, checked.extra, seconds))
    const per = (n: number) => (seconds > 0 ? n / seconds : n)
    return {
      summary: summarize(rows, checked.extra),
      rows,
      plan,
      extra: checked.extra,
      lookup: checked.lookup,
      requests,
      seconds,
      rowsPerSecond: per(rows.length),
      requestsPerSecond: per(requests),
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
