import { type CheckOutcome, rowKey, type UserExpectation } from "../../../core/domain/users/user-check.ts"
import { renderTable } from "../../format/table.ts"

/** A row's result: the check's outcome, and what `--fix` did about it. */
export interface CheckResultRow {
  readonly row: UserExpectation
  readonly outcome: CheckOutcome | { readonly status: "error"; readonly reason: string }
  /** `fixed` after a successful fix; the failure text when the fix was refused. */
  readonly fix?: { readonly status: "fixed" } | { readonly status: "failed"; readonly reason: string }
}

export interface CheckSummary {
  readonly total: number
  readonly ok: number
  readonly mismatch: number
  readonly missing: number
  readonly errors: number
  readonly fixed: number
}

export const summarize = (rows: ReadonlyArray<CheckResultRow>): CheckSummary => ({
  total: rows.length,
  ok: rows.filter((r) => r.outcome.status === "ok").length,
  mismatch: rows.filter((r) => r.outcome.status === "mismatch").length,
  missing: rows.filter((r) => r.outcome.status === "missing").length,
  errors: rows.filter((r) => r.outcome.status === "error" || r.outcome.status === "invalid").length,
  fixed: rows.filter((r) => r.fix?.status === "fixed").length,
})

/** True when the row needs nothing more: it matched, or every difference was fixed. */
export const rowSettled = (r: CheckResultRow): boolean =>
  r.outcome.status === "ok" || r.fix?.status === "fixed"

export const detailOf = (r: CheckResultRow): string => {
  const o = r.outcome
  const fix =
    r.fix === undefined ? "" : r.fix.status === "fixed" ? " (fixed)" : ` (fix failed: ${r.fix.reason})`
  if (o.status === "mismatch")
    return o.mismatches.map((m) => `${m.field}: expected ${m.expected}, is ${m.actual}`).join("; ") + fix
  if (o.status === "error" || o.status === "invalid") return o.reason
  return ""
}

export const summaryLine = (s: CheckSummary): string =>
  `${s.total} checked: ${s.ok} ok, ${s.mismatch} mismatch, ${s.missing} missing` +
  (s.errors > 0 ? `, ${s.errors} error` : "") +
  (s.fixed > 0 ? `, ${s.fixed} fixed` : "")

/** The table of every row that is not ok (all rows with `all`), then the summary. */
export const renderCheckTable = (rows: ReadonlyArray<CheckResultRow>, all = false): string => {
  const shown = all ? rows : rows.filter((r) => r.outcome.status !== "ok")
  const table =
    shown.length === 0
      ? "Every account matches."
      : renderTable(
          [
            { heading: "LINE", cell: (r: CheckResultRow) => String(r.row.line), align: "right" as const },
            { heading: "ACCOUNT", cell: (r: CheckResultRow) => rowKey(r.row), max: 40 },
            { heading: "RESULT", cell: (r: CheckResultRow) => r.outcome.status },
            { heading: "DETAIL", cell: detailOf, max: 90 },
          ],
          shown,
        )
  return `${table}\n\n${summaryLine(summarize(rows))}`
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  )

/** JUnit XML: one test case per row; a mismatch or missing account is a failure, an error an error. */
export const junitReport = (rows: ReadonlyArray<CheckResultRow>, seconds: number): string => {
  const s = summarize(rows)
  const failures = rows.filter(
    (r) => !rowSettled(r) && (r.outcome.status === "mismatch" || r.outcome.status === "missing"),
  ).length
  const cases = rows.map((r) => {
    const name = xml(`line ${r.row.line}: ${rowKey(r.row)}`)
    const open = `    <testcase classname="portal.users.check" name="${name}">`
    if (rowSettled(r)) return `${open}</testcase>`
    const o = r.outcome
    if (o.status === "error" || o.status === "invalid")
      return `${open}<error message="${xml(o.reason)}"/></testcase>`
    return `${open}<failure message="${xml(o.status === "missing" ? "no such account" : detailOf(r))}"/></testcase>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${s.total}" failures="${failures}" errors="${s.errors}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="portal users check" tests="${s.total}" failures="${failures}" errors="${s.errors}" time="${seconds.toFixed(3)}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n")
}
