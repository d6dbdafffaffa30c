import { type CheckOutcome, rowKey, type UserExpectation } from "../../../core/domain/users/user-check.ts"
import { changeText, type PlannedFix } from "../../../core/domain/users/user-check-plan.ts"
import { type Column, renderTable } from "../../format/table.ts"

/** A row's result: the check's outcome, and what `--fix` did about it. */
export interface CheckResultRow {
  readonly row: UserExpectation
  readonly outcome: CheckOutcome
  /** `fixed` after a successful fix; the failure text when the fix was refused. */
  readonly fix?: { readonly status: "fixed" } | { readonly status: "failed"; readonly reason: string }
}

/** An account in the caller's scope that no row names (`--extra`). */
export interface ExtraAccount {
  readonly userid: number
  readonly username: string
  readonly email: string
  readonly companyname: string
  readonly role: string
  readonly active: boolean
}

export interface CheckSummary {
  readonly total: number
  readonly ok: number
  readonly mismatch: number
  readonly missing: number
  readonly outOfScope: number
  readonly invalid: number
  readonly duplicate: number
  readonly errors: number
  readonly fixed: number
  /** Accounts in scope that the file omits; null without `--extra`. */
  readonly extra: number | null
}

export const summarize = (
  rows: ReadonlyArray<CheckResultRow>,
  extra: ReadonlyArray<ExtraAccount> | null = null,
): CheckSummary => {
  const count = (status: CheckOutcome["status"]) => rows.filter((r) => r.outcome.status === status).length
  return {
    total: rows.length,
    ok: count("ok"),
    mismatch: count("mismatch"),
    missing: count("missing"),
    outOfScope: count("outOfScope"),
    invalid: count("invalid"),
    duplicate: count("duplicate"),
    errors: count("error"),
    fixed: rows.filter((r) => r.fix?.status === "fixed").length,
    extra: extra === null ? null : extra.length,
  }
}

/** True when the row needs nothing more: it matched, or every difference was fixed. */
export const rowSettled = (r: CheckResultRow): boolean =>
  r.outcome.status === "ok" || r.fix?.status === "fixed"

/** The RESULT column's word for an outcome. */
export const resultWord = (o: CheckOutcome): string => (o.status === "outOfScope" ? "out of scope" : o.status)

/** What a row's outcome says beyond its word (and, for a first line that repeats, where). */
export const detailOf = (r: CheckResultRow, alsoOn: ReadonlyArray<number> = []): string => {
  const o = r.outcome
  const fix =
    r.fix === undefined ? "" : r.fix.status === "fixed" ? " (fixed)" : ` (fix failed: ${r.fix.reason})`
  const repeated = alsoOn.length === 0 ? "" : `; named again on line ${alsoOn.join(", ")}`
  switch (o.status) {
    case "mismatch":
      return (
        o.mismatches.map((m) => `${m.field}: expected ${m.expected}, is ${m.actual}`).join("; ") +
        fix +
        repeated
      )
    case "invalid":
      return o.problems.map((p) => `${p.column}: ${p.message}`).join("; ")
    case "duplicate":
      return `names the same account as line ${o.of}`
    case "ok":
      return repeated.slice(2)
    default:
      return o.reason + repeated
  }
}

/** For each line that others repeat: those lines. */
export const repeatsOf = (rows: ReadonlyArray<CheckResultRow>): ReadonlyMap<number, number[]> => {
  const out = new Map<number, number[]>()
  for (const r of rows)
    if (r.outcome.status === "duplicate")
      out.set(r.outcome.of, [...(out.get(r.outcome.of) ?? []), r.row.line])
  return out
}

export const summaryLine = (s: CheckSummary): string =>
  `${s.total} checked: ${s.ok} ok, ${s.mismatch} mismatch, ${s.missing} missing` +
  (s.outOfScope > 0 ? `, ${s.outOfScope} out of scope` : "") +
  (s.invalid > 0 ? `, ${s.invalid} invalid` : "") +
  (s.duplicate > 0 ? `, ${s.duplicate} duplicate` : "") +
  (s.errors > 0 ? `, ${s.errors} error` : "") +
  (s.fixed > 0 ? `, ${s.fixed} fixed` : "") +
  (s.extra !== null ? `; ${s.extra} in scope but not in the file` : "")

/** The table of every row that is not ok (all rows with `all`). */
export const renderCheckTable = (rows: ReadonlyArray<CheckResultRow>, all = false): string => {
  const repeats = repeatsOf(rows)
  const shown = all ? rows : rows.filter((r) => !rowSettled(r) || repeats.has(r.row.line) || r.fix)
  if (shown.length === 0) return "Every account matches."
  return renderTable(
    [
      { heading: "LINE", cell: (r: CheckResultRow) => String(r.row.line), align: "right" as const },
      { heading: "ACCOUNT", cell: (r: CheckResultRow) => rowKey(r.row), max: 40 },
      { heading: "RESULT", cell: (r: CheckResultRow) => resultWord(r.outcome) },
      { heading: "DETAIL", cell: (r: CheckResultRow) => detailOf(r, repeats.get(r.row.line)), max: 100 },
    ],
    shown,
  )
}

/** The accounts in scope that the file omits. */
export const renderExtra = (extra: ReadonlyArray<ExtraAccount>): string =>
  extra.length === 0
    ? "Every account in scope is in the file."
    : `Accounts in scope that the file omits (${extra.length}):\n${renderTable(
        [
          { heading: "ID", cell: (a: ExtraAccount) => String(a.userid), align: "right" as const },
          { heading: "USERNAME", cell: (a: ExtraAccount) => a.username, max: 32 },
          { heading: "EMAIL", cell: (a: ExtraAccount) => a.email, max: 40 },
          { heading: "COMPANY", cell: (a: ExtraAccount) => a.companyname, max: 28 },
          { heading: "STATUS", cell: (a: ExtraAccount) => (a.active ? "active" : "deactivated") },
        ],
        extra,
      )}`

/** The plan shown before `--fix` asks: what each fix would change, and what it may not change. */
export const renderPlan = (plan: ReadonlyArray<PlannedFix>, keyOf: (line: number) => string): string => {
  const table = (fixes: ReadonlyArray<PlannedFix>, why: ReadonlyArray<Column<PlannedFix>>) =>
    renderTable(
      [
        { heading: "LINE", cell: (f: PlannedFix) => String(f.line), align: "right" as const },
        { heading: "ACCOUNT", cell: (f: PlannedFix) => keyOf(f.line), max: 40 },
        { heading: "CHANGE", cell: (f: PlannedFix) => f.changes.map(changeText).join("; "), max: 70 },
        ...why,
      ],
      fixes,
    )
  const allowed = plan.filter((f) => f.refusal === undefined)
  const refused = plan.filter((f) => f.refusal !== undefined)
  return [
    `Planned fixes (${allowed.length}):`,
    ...(allowed.length > 0 ? [table(allowed, [])] : []),
    ...(refused.length > 0
      ? [
          `Not allowed (${refused.length}):`,
          table(refused, [{ heading: "WHY NOT", cell: (f) => f.refusal!, max: 70 }]),
        ]
      : []),
  ].join("\n")
}
