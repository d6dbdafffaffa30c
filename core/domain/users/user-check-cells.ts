import { isId } from "../ids.ts"
import { phoneRefusal } from "../validation/phone.ts"
import { isEmailValid, isNoWhitespaceValid, messages } from "../validation/rules.ts"
import type { CellProblem, UserExpectation } from "./user-check.ts"
import { ROLE_NAMES } from "./users-page-rules.ts"

/**
 * The cells of one `portal users check` row, each read on its own: a bad cell becomes a problem
 * naming its column, so the report shows every bad cell of the row and the other rows are still
 * checked. Columns (any order, any case): username, email, company, role, active, phone, phonenumber.
 */

export const CHECK_COLUMNS = [
  "username",
  "email",
  "company",
  "role",
  "active",
  "phone",
  "phonenumber",
] as const

const TRUE = new Set(["true", "yes", "y", "1", "active"])
const FALSE = new Set(["false", "no", "n", "0", "inactive", "deactivated"])

/** True when `value` names a role by name (any case) or id. */
export const isKnownRole = (value: string): boolean =>
  Object.entries(ROLE_NAMES).some(
    ([id, name]) => value === id || name.toLowerCase() === value.trim().toLowerCase(),
  )

/** A row read from the file: what it expects, and its bad cells (none: the row is checked). */
export interface ParsedRow {
  readonly row: UserExpectation
  readonly problems: ReadonlyArray<CellProblem>
}

const text = (value: unknown): string | undefined => {
  const v = value === undefined || value === null ? "" : String(value).trim()
  return v === "" ? undefined : v
}

type Cell = { readonly ok: unknown } | { readonly problem: string }

const yesNo = (v: string): Cell => {
  const lower = v.toLowerCase()
  if (TRUE.has(lower)) return { ok: true }
  if (FALSE.has(lower)) return { ok: false }
  return { problem: `must be yes or no, got '${v}'` }
}

/** Each column's rule: the value to keep, or why the cell is refused. */
const CELL_RULES: { readonly [C in (typeof CHECK_COLUMNS)[number]]: (v: string) => Cell } = {
  username: (v) => (isNoWhitespaceValid(v) ? { ok: v } : { problem: `cannot contain spaces ('${v}')` }),
  // The one address rule of every stored address: a check file names one mailbox per row.
  email: (v) => (isEmailValid(v) ? { ok: v } : { problem: `${messages.email()} ('${v}')` }),
  company: (v) =>
    /^\d+$/.test(v) && !isId(Number(v)) ? { problem: `'${v}' is not a valid company id` } : { ok: v },
  role: (v) =>
    isKnownRole(v)
      ? { ok: v }
      : { problem: `unknown role '${v}' (use ${Object.values(ROLE_NAMES).join(", ")} or their ids)` },
  active: yesNo,
  phone: yesNo,
  phonenumber: (v) => {
    const refusal = phoneRefusal(v)
    return refusal === undefined ? { ok: v } : { problem: `${refusal} ('${v}')` }
  },
}

const isColumn = (key: string): key is (typeof CHECK_COLUMNS)[number] =>
  (CHECK_COLUMNS as ReadonlyArray<string>).includes(key)

/** One record (column name to cell) as a row: every cell read, every bad one named. */
export const toParsedRow = (record: Readonly<Record<string, unknown>>, line: number): ParsedRow => {
  const row: Record<string, unknown> = { line }
  const problems: CellProblem[] = []
  for (const [key, value] of Object.entries(record)) {
    const column = key.trim().toLowerCase()
    if (!isColumn(column)) {
      problems.push({ column: key, message: `unknown column (use ${CHECK_COLUMNS.join(", ")})` })
      continue
    }
    const v = text(typeof value === "boolean" ? String(value) : value)
    if (v === undefined) continue
    const cell = CELL_RULES[column](v)
    if ("ok" in cell) row[column] = cell.ok
    else problems.push({ column, message: cell.problem })
  }
  const named = problems.some((p) => p.column === "username" || p.column === "email")
  if (!named && row.username === undefined && row.email === undefined)
    problems.push({ column: "username", message: "a row needs a username or an email" })
  return { row: row as unknown as UserExpectation, problems }
}
