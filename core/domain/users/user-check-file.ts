import { isEmailValid, messages } from "../validation/rules.ts"
import type { UserExpectation } from "./user-check.ts"

/**
 * Reading a `portal users check` file: CSV with a header line, or a JSON array of objects. Columns
 * (any order, case-insensitive): username, email, company, role, active, phone, phonenumber.
 * Unknown columns are refused so a misspelt one does not silently check nothing.
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

/** A yes/no cell; undefined when empty; an Error naming the cell when unreadable. */
const flag = (value: string | undefined, column: string, line: number): boolean | undefined => {
  const v = (value ?? "").trim().toLowerCase()
  if (v === "") return undefined
  if (TRUE.has(v)) return true
  if (FALSE.has(v)) return false
  throw new Error(`line ${line}: ${column} must be yes or no, got '${value}'`)
}

const text = (value: unknown): string | undefined => {
  const v = value === undefined || value === null ? "" : String(value).trim()
  return v === "" ? undefined : v
}

/** One record (column name to cell) as an expectation. */
export const toExpectation = (record: Readonly<Record<string, unknown>>, line: number): UserExpectation => {
  const lower = Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim().toLowerCase(), v]))
  const unknown = Object.keys(lower).find((k) => !(CHECK_COLUMNS as ReadonlyArray<string>).includes(k))
  if (unknown !== undefined)
    throw new Error(`line ${line}: unknown column '${unknown}' (use ${CHECK_COLUMNS.join(", ")})`)
  const cell = (k: string) => (typeof lower[k] === "boolean" ? String(lower[k]) : text(lower[k]))
  const row: UserExpectation = {
    line,
    username: cell("username"),
    email: cell("email"),
    company: cell("company"),
    role: cell("role"),
    active: flag(cell("active"), "active", line),
    phone: flag(cell("phone"), "phone", line),
    phonenumber: cell("phonenumber"),
  }
  if (row.username === undefined && row.email === undefined)
    throw new Error(`line ${line}: a row needs a username or an email`)
  // The one address rule of every stored address: a check file names one mailbox per row.
  if (row.email !== undefined && !isEmailValid(row.email))
    throw new Error(`line ${line}: email: ${messages.email()} ('${row.email}')`)
  return Object.fromEntries(
    Object.entries(row).filter(([, v]) => v !== undefined),
  ) as unknown as UserExpectation
}

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and newlines. */
export const parseCsv = (source: string): string[][] => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ""
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ",") endCell()
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++
      endRow()
    } else cell += c
  }
  if (cell !== "" || row.length > 0) endRow()
  return rows.filter((r) => r.some((c) => c.trim() !== ""))
}

/** The expectations of a file's text; `format` from its name (`.json`, else CSV). Throws with the line. */
export const parseCheckFile = (source: string, format: "csv" | "json"): ReadonlyArray<UserExpectation> => {
  if (format === "json") {
    const data: unknown = JSON.parse(source)
    if (!Array.isArray(data)) throw new Error("a JSON check file is an array of objects")
    return data.map((r, i) => {
      if (typeof r !== "object" || r === null) throw new Error(`entry ${i + 1}: not an object`)
      return toExpectation(r as Record<string, unknown>, i + 1)
    })
  }
  const [header, ...rows] = parseCsv(source.replace(/^\uFEFF/, ""))
  if (header === undefined) return []
  return rows.map((cells, i) =>
    toExpectation(Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ""])), i + 1),
  )
}
