import { writeFileSync } from "node:fs"
import { safeFix } from "../../../core/domain/users/user-check.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliDeps, CommandModule } from "../command.types.ts"
import { type SignedIn, withSignedIn } from "../shared/signed-in.ts"
import {
  type CheckResultRow,
  type CheckSummary,
  junitReport,
  renderCheckTable,
  rowSettled,
  summarize,
  summaryLine,
} from "./users-check.report.ts"
import { saveThroughEditor } from "./users-write.command.ts"
import { checkOne, pool, readRows } from "./users-check-lookup.ts"

export interface UsersCheckOptions {
  readonly file: string
  readonly fix?: boolean
  readonly yes?: boolean
  readonly reporter?: string
  readonly out?: string
  readonly concurrency?: string
  readonly all?: boolean
}

export interface UsersCheckResult {
  readonly summary: CheckSummary
  readonly rows: ReadonlyArray<CheckResultRow>
  readonly seconds: number
  /** Requests sent (lookups and fixes) per second of wall time. */
  readonly requestsPerSecond: number
  readonly junitFile?: string
}

/** Lookups in flight at once: enough to overlap round trips, few enough to spare the server. */
export const DEFAULT_CONCURRENCY = 8
const MAX_CONCURRENCY = 32
const parseConcurrency = (value: string | undefined): number => {
  if (value === undefined) return DEFAULT_CONCURRENCY
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MAX_CONCURRENCY)
    throw usageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`)
  return n
}

/** Applies the safe fixes (activation, phone) after the user agreed, through the user editor machine. */
const applyFixes = async (deps: CliDeps, session: SignedIn, rows: CheckResultRow[], limit: number) => {
  const fixable = rows.flatMap((r, i) => {
    const fix = r.outcome.status === "mismatch" ? safeFix(r.row, r.outcome.mismatches) : null
    return fix && r.outcome.status === "mismatch" ? [{ i, userid: r.outcome.userid, fix }] : []
  })
  let done = 0
  await pool(fixable, limit, async ({ i, userid, fix }) => {
    try {
      await saveThroughEditor(deps, session, { kind: "update", userid, changes: fix })
      const outcome = rows[i]!.outcome
      const rest =
        outcome.status === "mismatch"
          ? outcome.mismatches.filter((m) => !(m.field === "active" || m.field === "phone"))
          : []
      rows[i] = {
        ...rows[i]!,
        fix:
          rest.length === 0
            ? { status: "fixed" }
            : { status: "failed", reason: `${rest.map((m) => m.field).join(", ")} cannot be fixed here` },
      }
    } catch (error) {
      rows[i] = { ...rows[i]!, fix: { status: "failed", reason: (error as Error).message } }
    }
    deps.progress({ label: "Fixing accounts", done: ++done, total: fixable.length })
  })
  return fixable.length
}

/** `portal users check --file`: each row ok, mismatch (which fields) or missing; `--fix` applies safe changes. */
export const run = async (options: UsersCheckOptions, deps: CliDeps): Promise<UsersCheckResult> => {
  const reporter = options.reporter ?? "table"
  if (reporter !== "table" && reporter !== "junit") throw usageError("--reporter must be table or junit")
  if (reporter === "junit" && options.out === undefined)
    throw usageError("--reporter junit needs --out <file>")
  if (options.fix && !options.yes && deps.confirm === undefined)
    throw usageError("--fix asks for confirmation on a terminal; give --yes to apply fixes from a script")
  const limit = parseConcurrency(options.concurrency)
  const expectations = readRows(options.file)
  const started = performance.now()
  return withSignedIn(deps, async (session) => {
    let checked = 0
    const rows = await pool(expectations, limit, async (row) => {
      const result = await checkOne(deps, row)
      deps.progress({ label: "Checking accounts", done: ++checked, total: expectations.length })
      return result
    })
    let requests = rows.length
    const fixes = rows.filter(
      (r) => r.outcome.status === "mismatch" && safeFix(r.row, r.outcome.mismatches) !== null,
    )
    if (options.fix && fixes.length > 0) {
      const question = `${summaryLine(summarize(rows))}\nApply ${fixes.length} safe fix(es) (activation, phone)? [y/N] `
      if (options.yes || (await deps.confirm!(question)))
        requests += await applyFixes(deps, session, rows, limit)
    }
    const seconds = (performance.now() - started) / 1000
    if (reporter === "junit") writeFileSync(options.out!, junitReport(rows, seconds))
    return {
      summary: summarize(rows),
      rows,
      seconds,
      requestsPerSecond: seconds > 0 ? requests / seconds : requests,
      ...(reporter === "junit" ? { junitFile: options.out! } : {}),
    }
  })
}

export const render = (result: UsersCheckResult, options: UsersCheckOptions): string =>
  `${renderCheckTable(result.rows, options.all === true)}\n` +
  `${result.seconds.toFixed(1)} s, ${result.requestsPerSecond.toFixed(0)} requests/s` +
  (result.junitFile ? `\nJUnit report: ${result.junitFile}` : "")

/** 0 when every account matches (or was fixed), 1 otherwise. */
export const exitCode = (result: UsersCheckResult): number => (result.rows.every(rowSettled) ? 0 : 1)

export const command: CommandModule<UsersCheckOptions, UsersCheckResult> = { run, render, exitCode }
