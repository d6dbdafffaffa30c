import { MAX_PAGE_SIZE } from "../../../core/domain/lists/paging.ts"
import type { ParsedRow } from "../../../core/domain/users/user-check-cells.ts"
import {
  accountFinder,
  type CheckedAccount,
  checkRow,
  type CheckOutcome,
} from "../../../core/domain/users/user-check.ts"
import {
  type CheckScope,
  notFoundOutcome,
  readsWholeScope,
  triesWholeScope,
  repeatedLines,
  rowNames,
} from "../../../core/domain/users/user-check-outcome.ts"
import type { CliDeps } from "../command.types.ts"
import { type LookupResult, lookUpOne, pool, readScope } from "./users-check-lookup.ts"
import type { CheckResultRow, ExtraAccount } from "./users-check.report.ts"

export interface CheckedRows {
  readonly rows: ReadonlyArray<CheckResultRow>
  /** The account each found row names, by line. */
  readonly accounts: ReadonlyMap<number, CheckedAccount>
  /** Accounts in scope that no row names (with `extra`); else null. */
  readonly extra: ReadonlyArray<ExtraAccount> | null
  /** How the accounts were found: every account in scope read at once, one search per row, or none. */
  readonly lookup: "scope" | "search" | "none"
  readonly requests: number
}

const extraOf = (a: CheckedAccount): ExtraAccount => ({
  userid: a.userid,
  username: a.username,
  email: a.email,
  companyname: a.companyname,
  role: a.role,
  active: a.useractive,
})

/**
 * Looks up the rows' accounts: every account in scope when that costs less than a search per row
 * (or `--extra` needs them), else a search per row, `limit` at once.
 */
const lookUp = async (
  deps: CliDeps,
  rows: ReadonlyArray<ParsedRow["row"]>,
  o: { readonly limit: number; readonly extra: boolean },
) => {
  if (rows.length === 0 && !o.extra) return { found: [], scope: null, requests: 0, lookup: "none" as const }
  const wanted = (scopeCount: number) =>
    readsWholeScope({ rows: rows.length, scopeCount, pageSize: MAX_PAGE_SIZE, extra: o.extra })
  const { accounts, pages } = triesWholeScope(rows.length, o.extra)
    ? await readScope(deps, wanted)
    : { accounts: null, pages: 0 }
  if (accounts !== null) {
    const find = accountFinder(accounts)
    const found: LookupResult[] = rows.map((row) => ({ account: find(row), requests: 0 }))
    deps.progress({ label: "Checking accounts", done: rows.length, total: rows.length })
    return { found, scope: accounts, requests: pages, lookup: "scope" as const }
  }
  let done = 0
  const found = await pool(rows, o.limit, async (row) => {
    const result = await lookUpOne(deps, row)
    deps.progress({ label: "Checking accounts", done: ++done, total: rows.length })
    return result
  })
  const requests = found.reduce((n, f) => n + f.requests, pages)
  return { found, scope: null, requests, lookup: "search" as const }
}

/** Every row's outcome, in the file's order: invalid, duplicate, found (ok or mismatch) or not. */
export const checkRows = async (
  deps: CliDeps,
  parsed: ReadonlyArray<ParsedRow>,
  scope: CheckScope,
  o: { readonly limit: number; readonly extra: boolean },
): Promise<CheckedRows> => {
  const valid = parsed.filter((p) => p.problems.length === 0).map((p) => p.row)
  const repeatedName = repeatedLines(valid.map((row) => ({ line: row.line, keys: rowNames(row) })))
  const toLookUp = valid.filter((row) => !repeatedName.has(row.line))
  const { found, scope: inScope, requests, lookup } = await lookUp(deps, toLookUp, o)
  const results = new Map(toLookUp.map((row, i) => [row.line, found[i]!]))
  const accounts = new Map<number, CheckedAccount>()
  for (const [line, result] of results)
    if ("account" in result && result.account) accounts.set(line, result.account)
  // Rows by username and by email may name one account: the later ones repeat the first.
  const repeatedAccount = repeatedLines(
    [...accounts].map(([line, a]) => ({ line, keys: [`user:${a.userid}`] })),
  )
  const outcomeOf = ({ row, problems }: ParsedRow): CheckOutcome => {
    if (problems.length > 0) return { status: "invalid", problems }
    const of = repeatedName.get(row.line) ?? repeatedAccount.get(row.line)
    if (of !== undefined) return { status: "duplicate", of }
    const result = results.get(row.line)!
    if ("error" in result) return { status: "error", reason: result.error }
    return result.account === undefined ? notFoundOutcome(row, scope) : checkRow(row, result.account)
  }
  const named = new Set([...accounts.values()].map((a) => a.userid))
  return {
    rows: parsed.map((p) => ({ row: p.row, outcome: outcomeOf(p) })),
    accounts,
    extra: o.extra && inScope !== null ? inScope.filter((a) => !named.has(a.userid)).map(extraOf) : null,
    lookup,
    requests,
  }
}
