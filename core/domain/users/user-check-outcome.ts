import { pageCount } from "../lists/paging.ts"
import { isInternalStaff } from "../roles.ts"
import type { CheckOutcome, UserExpectation } from "./user-check.ts"

/**
 * How `portal users check` classifies a row it did not find, which rows repeat an earlier one, and
 * how it looks accounts up.
 *
 * Missing or out of scope: the server answers a user list only within the caller's company scope
 * (GET /v1/users, the `users.list` row of the access table; internal staff see every company) and
 * answers 404 alike for an account outside the scope and for none at all (`readableUser`). So a
 * company admin is never told whether an account exists in another company: a row is `outOfScope`
 * only when the row itself expects a company that is not the caller's (the file says so, the server
 * is not asked), and every other row not found is "not found in your company". For staff every
 * company is in scope, so a row not found names no account at all.
 */

/** Where the caller may look: every company (internal staff), else its own company. */
export interface CheckScope {
  readonly all: boolean
  readonly companyid: number
  readonly companyname: string
}

export const checkScopeOf = (caller: {
  readonly roleid: number
  readonly companyid: number
  readonly companyname: string
}): CheckScope => ({
  all: isInternalStaff(caller.roleid),
  companyid: caller.companyid,
  companyname: caller.companyname,
})

export const NOT_FOUND_REASONS = {
  nowhere: "no account has this username or email",
  notInScope: "not found in your company",
  otherCompany: (company: string) => `the file expects company '${company}', which is not yours`,
} as const

const sameCompany = (named: string, scope: CheckScope) =>
  named.trim() === String(scope.companyid) ||
  named.trim().toLowerCase() === scope.companyname.trim().toLowerCase()

/** The outcome of a row whose account the caller's scope does not hold. */
export const notFoundOutcome = (row: UserExpectation, scope: CheckScope): CheckOutcome => {
  if (scope.all) return { status: "missing", reason: NOT_FOUND_REASONS.nowhere }
  if (row.company !== undefined && !sameCompany(row.company, scope))
    return { status: "outOfScope", reason: NOT_FOUND_REASONS.otherCompany(row.company) }
  return { status: "missing", reason: NOT_FOUND_REASONS.notInScope }
}

/** The names by which a row names its account (username, email; any case). */
export const rowNames = (row: UserExpectation): ReadonlyArray<string> => [
  ...(row.username === undefined ? [] : [`username:${row.username.trim().toLowerCase()}`]),
  ...(row.email === undefined ? [] : [`email:${row.email.trim().toLowerCase()}`]),
]

/**
 * For each item that shares a key with an earlier one: the line of the first item with that key
 * (by line). Keys are the row's names before a lookup, the account's id after it.
 */
export const repeatedLines = (
  items: ReadonlyArray<{ readonly line: number; readonly keys: ReadonlyArray<string> }>,
): ReadonlyMap<number, number> => {
  const firstOf = new Map<string, number>()
  const repeats = new Map<number, number>()
  for (const { line, keys } of [...items].sort((a, b) => a.line - b.line)) {
    const earlier = keys.map((k) => firstOf.get(k)).find((l) => l !== undefined)
    const first = earlier === undefined ? line : (repeats.get(earlier) ?? earlier)
    if (earlier !== undefined) repeats.set(line, first)
    for (const k of keys) if (!firstOf.has(k)) firstOf.set(k, first)
  }
  return repeats
}

/**
 * What a page of 1,000 accounts costs the server in searches (measured on the large seed, in server
 * CPU: a page 59-72 ms, a search by username 14-18 ms).
 */
export const PAGE_COST_IN_LOOKUPS = 4

/**
 * True when reading every account in scope (pages of `pageSize`) is cheaper than one search per row,
 * or when `--extra` needs every account anyway.
 */
export const readsWholeScope = (o: {
  readonly rows: number
  readonly scopeCount: number
  readonly pageSize: number
  readonly extra: boolean
}): boolean => o.extra || pageCount(o.scopeCount, o.pageSize) * PAGE_COST_IN_LOOKUPS <= o.rows

/**
 * True when the first page of the scope is worth reading at all: fewer rows than a page costs are
 * cheaper searched one by one, unless `--extra` needs every account.
 */
export const triesWholeScope = (rows: number, extra: boolean): boolean =>
  extra || rows >= PAGE_COST_IN_LOOKUPS
