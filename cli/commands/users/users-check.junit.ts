import { rowKey } from "../../../core/domain/users/user-check.ts"
import {
  type CheckResultRow,
  detailOf,
  type ExtraAccount,
  repeatsOf,
  rowSettled,
  summarize,
} from "./users-check.report.ts"

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  )

const CASE = 'classname="portal.users.check"'

const rowCase = (r: CheckResultRow, alsoOn: ReadonlyArray<number> | undefined): string => {
  const open = `    <testcase ${CASE} name="${xml(`line ${r.row.line}: ${rowKey(r.row)}`)}">`
  const detail = xml(detailOf(r, alsoOn))
  if (rowSettled(r)) return `${open}</testcase>`
  if (r.outcome.status === "error") return `${open}<error type="error" message="${detail}"/></testcase>`
  return `${open}<failure type="${r.outcome.status}" message="${detail}"/></testcase>`
}

const extraCase = (a: ExtraAccount): string =>
  `    <testcase ${CASE} name="${xml(`not in the file: ${a.username}`)}"><failure type="extra" message="${xml(
    `${a.username} (${a.email}, ${a.companyname}) is in scope but no row names it`,
  )}"/></testcase>`

/**
 * JUnit XML: one test case per row, a failure (its `type` the outcome: mismatch, missing,
 * outOfScope, invalid, duplicate; a first line that later lines repeat says where) or an error (a failed lookup); with `--extra` one failing case per account the file omits.
 */
export const junitReport = (
  rows: ReadonlyArray<CheckResultRow>,
  extra: ReadonlyArray<ExtraAccount> | null,
  seconds: number,
): string => {
  const s = summarize(rows, extra)
  const repeats = repeatsOf(rows)
  const cases = [...rows.map((r) => rowCase(r, repeats.get(r.row.line))), ...(extra ?? []).map(extraCase)]
  const failures = cases.filter((c) => c.includes("<failure")).length
  const tests = cases.length
  const time = seconds.toFixed(3)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${tests}" failures="${failures}" errors="${s.errors}" time="${time}">`,
    `  <testsuite name="portal users check" tests="${tests}" failures="${failures}" errors="${s.errors}" time="${time}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n")
}
