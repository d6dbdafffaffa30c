/**
 * Bulk user checks (`portal users check`): what a row of the file expects of an account, how it
 * compares with the account, and which differences are safe to fix (activation and the phone).
 */

/** One row: who (username or email) and what is expected; a missing expectation is not checked. */
export interface UserExpectation {
  /** The 1-based line of the file the row starts on (CSV: the header is line 1; JSON: its `{`). */
  readonly line: number
  readonly username?: string
  readonly email?: string
  /** Company name or id. */
  readonly company?: string
  /** Role name or id. */
  readonly role?: string
  readonly active?: boolean
  /** Whether a phone number is on file. */
  readonly phone?: boolean
  /** An exact phone number expected (implies phone present); the fix sets it. */
  readonly phonenumber?: string
}

export type CheckField = "company" | "role" | "active" | "phone"

export interface Mismatch {
  readonly field: CheckField
  readonly expected: string
  readonly actual: string
}

/** A cell the file got wrong: its column and why (the row is reported, not looked up). */
export interface CellProblem {
  readonly column: string
  readonly message: string
}

/**
 * What became of a row: `missing` (no account by that name where the caller may look) and
 * `outOfScope` (the row itself expects a company outside the caller's scope) say why in `reason`;
 * `duplicate` rows name an account an earlier line (`of`) already names; `error` is a failed lookup.
 */
export type CheckOutcome =
  | { readonly status: "ok"; readonly userid: number }
  | { readonly status: "mismatch"; readonly userid: number; readonly mismatches: ReadonlyArray<Mismatch> }
  | { readonly status: "missing"; readonly reason: string }
  | { readonly status: "outOfScope"; readonly reason: string }
  | { readonly status: "invalid"; readonly problems: ReadonlyArray<CellProblem> }
  | { readonly status: "duplicate"; readonly of: number }
  | { readonly status: "error"; readonly reason: string }

/** The outcomes that say which account a row named. */
export type FoundOutcome = Extract<CheckOutcome, { readonly userid: number }>

/** The fields of a user account a check reads (the User entity has them all). */
export interface CheckedAccount {
  readonly userid: number
  readonly username: string
  readonly email: string
  readonly companyid: number
  readonly companyname: string
  readonly roleid: number
  readonly role: string
  readonly useractive: boolean
  readonly phonenumber: string | null
}
type User = CheckedAccount

/** How a row names its account, for reports. */
export const rowKey = (row: UserExpectation): string => row.username ?? row.email ?? `line ${row.line}`

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The one account a row names among search results: exact username, else exact email (case-insensitive). */
export const matchAccount = (row: UserExpectation, candidates: ReadonlyArray<User>): User | undefined =>
  row.username !== undefined
    ? candidates.find((u) => same(u.username, row.username!))
    : row.email !== undefined
      ? candidates.find((u) => same(u.email, row.email!))
      : undefined

/**
 * `matchAccount` over every account in scope at once: an index by username and by email (any case;
 * the first account wins should two differ only in case).
 */
export const accountFinder = (
  accounts: ReadonlyArray<User>,
): ((row: UserExpectation) => User | undefined) => {
  const byUsername = new Map<string, User>()
  const byEmail = new Map<string, User>()
  const key = (text: string) => text.trim().toLowerCase()
  for (const u of accounts) {
    if (!byUsername.has(key(u.username))) byUsername.set(key(u.username), u)
    if (!byEmail.has(key(u.email))) byEmail.set(key(u.email), u)
  }
  return (row) =>
    row.username !== undefined
      ? byUsername.get(key(row.username))
      : row.email !== undefined
        ? byEmail.get(key(row.email))
        : undefined
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, "")

/** Differences between a row's expectations and the account. */
export const compareUser = (row: UserExpectation, user: User): ReadonlyArray<Mismatch> => {
  const out: Mismatch[] = []
  if (
    row.company !== undefined &&
    !same(row.company, user.companyname) &&
    row.company.trim() !== String(user.companyid)
  )
    out.push({ field: "company", expected: row.company, actual: user.companyname })
  if (row.role !== undefined && !same(row.role, user.role) && row.role.trim() !== String(user.roleid))
    out.push({ field: "role", expected: row.role, actual: user.role })
  if (row.active !== undefined && row.active !== user.useractive)
    out.push({ field: "active", expected: String(row.active), actual: String(user.useractive) })
  const has = user.phonenumber !== null && user.phonenumber.trim() !== ""
  if (row.phonenumber !== undefined) {
    if (!has || digits(user.phonenumber!) !== digits(row.phonenumber))
      out.push({ field: "phone", expected: row.phonenumber, actual: user.phonenumber ?? "none" })
  } else if (row.phone !== undefined && row.phone !== has)
    out.push({ field: "phone", expected: row.phone ? "present" : "none", actual: has ? "present" : "none" })
  return out
}

/** The outcome of one row against the account found for it. */
export const checkRow = (row: UserExpectation, user: User): FoundOutcome => {
  const mismatches = compareUser(row, user)
  return mismatches.length === 0
    ? { status: "ok", userid: user.userid }
    : { status: "mismatch", userid: user.userid, mismatches }
}

/** The PATCH body of the safe fixes for a row's mismatches; null when none of them is safe to fix. */
export const safeFix = (
  row: UserExpectation,
  mismatches: ReadonlyArray<Mismatch>,
): { userActive?: boolean; phonenumber?: string | null } | null => {
  const fix: { userActive?: boolean; phonenumber?: string | null } = {}
  for (const m of mismatches) {
    if (m.field === "active" && row.active !== undefined) fix.userActive = row.active
    if (m.field === "phone" && row.phonenumber !== undefined) fix.phonenumber = row.phonenumber
    // Expected no phone: clearing it is safe; expected one without a number cannot be invented.
    if (m.field === "phone" && row.phonenumber === undefined && row.phone === false) fix.phonenumber = null
  }
  return Object.keys(fix).length === 0 ? null : fix
}
