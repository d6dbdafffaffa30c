import { readFileSync } from "node:fs"
import { waitFor } from "xstate"
import { MAX_PAGE_SIZE } from "../../../core/domain/lists/paging.ts"
import type { ParsedRow } from "../../../core/domain/users/user-check-cells.ts"
import {
  type CheckedAccount,
  matchAccount,
  rowKey,
  type UserExpectation,
} from "../../../core/domain/users/user-check.ts"
import { parseCheckFile } from "../../../core/domain/users/user-check-file.ts"
import { defectFailure, type PortalFailure } from "../../../core/runtime/failures.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"

/** Results per lookup: the exact account is among the accounts whose name or address contains the term. */
const LOOKUP_PAGE_SIZE = 100

/** The most a check file read from standard input may hold. */
const STDIN_FILE_LIMIT = { bytes: 64 * 1024 * 1024, refusal: "--file - read more than 64 MB" }

const readSource = async (file: string, deps: CliDeps): Promise<string> => {
  if (file !== "-") {
    try {
      return readFileSync(file, "utf8")
    } catch (error) {
      throw usageError(`cannot read ${file}: ${(error as Error).message}`)
    }
  }
  if (deps.readStdin === null)
    throw usageError("--file - reads the rows from standard input, which is a terminal: pipe the file in")
  return deps.readStdin(STDIN_FILE_LIMIT)
}

/**
 * The rows of a check file (`-`: standard input), CSV or JSON by its extension (standard input: JSON
 * when it starts with `[`). A file that cannot be read as rows at all is a usage error.
 */
export const readRows = async (file: string, deps: CliDeps): Promise<ReadonlyArray<ParsedRow>> => {
  const source = await readSource(file, deps)
  const json = file === "-" ? source.trimStart().startsWith("[") : file.toLowerCase().endsWith(".json")
  try {
    return parseCheckFile(source, json ? "json" : "csv")
  } catch (error) {
    throw usageError(`${file === "-" ? "standard input" : file}: ${(error as Error).message}`)
  }
}

/** Runs `work` over `items` with at most `limit` at once, keeping their order. */
export const pool = async <T, R>(
  items: ReadonlyArray<T>,
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> => {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

type ListActor = ReturnType<typeof startMachine<"userList">>

const settle = (list: ListActor) => waitFor(list, (s) => s.matches("none") || s.matches("error"))

/** A lookup's failure: a 401 or an unreachable server ends the command; others fail the row. */
const lookupFailure = (deps: CliDeps, error: PortalFailure | null): string => {
  if (error?._tag === "Unauthorized" || (error?._tag === "TransportFailure" && error.status === -1))
    throw failureError(deps, "could not look up users", error)
  return error?.message ?? "the lookup failed"
}

/**
 * Every account in the caller's scope, read through the user list machine a page of 1,000 at a
 * time (by username), as `users list --all` does; after the first page `wanted(count)` says whether
 * to read on (null: not worth it). One page holds a small scope whole, so it is always used.
 */
export const readScope = async (
  deps: CliDeps,
  wanted: (count: number) => boolean,
): Promise<{ readonly accounts: ReadonlyArray<CheckedAccount> | null; readonly pages: number }> => {
  const params = { pageSize: MAX_PAGE_SIZE, sort: "username" as const, active: "all" as const }
  const list = startMachine(deps, "userList", { params })
  try {
    list.send({ type: "list.load" })
    const accounts: CheckedAccount[] = []
    for (let pages = 1; ; pages++) {
      const s = await settle(list)
      if (s.matches("error"))
        throw failureError(deps, "could not list users", s.context.error ?? defectFailure("no failure"))
      const { results, count, page, pageSize } = s.context
      accounts.push(...(results ?? []))
      const last = (page + 1) * pageSize >= count || (results ?? []).length === 0
      if (last) return { accounts, pages }
      if (pages === 1 && !wanted(count)) return { accounts: null, pages }
      deps.progress({ label: "Reading accounts", done: accounts.length, total: count })
      list.send({ type: "list.pageNext" })
    }
  } finally {
    list.stop()
  }
}

/** What one row's lookup found: its account, none, or why the lookup failed. */
export type LookupResult =
  | { readonly account: CheckedAccount | undefined; readonly requests: number }
  | { readonly error: string; readonly requests: number }

/**
 * Looks one row's account up through the user list machine: a search by username or email, sorted
 * by username so the exact account comes early; further pages only while it is not found.
 */
export const lookUpOne = async (deps: CliDeps, row: UserExpectation): Promise<LookupResult> => {
  const params = { search: rowKey(row), pageSize: LOOKUP_PAGE_SIZE, sort: "username" as const }
  const list = startMachine(deps, "userList", { params })
  try {
    list.send({ type: "list.load" })
    for (let requests = 1; ; requests++) {
      const done = await settle(list)
      if (done.matches("error")) return { error: lookupFailure(deps, done.context.error), requests }
      const c = done.context
      const account = matchAccount(row, c.results ?? [])
      if (account !== undefined || (c.page + 1) * c.pageSize >= c.count) return { account, requests }
      list.send({ type: "list.pageNext" })
    }
  } finally {
    list.stop()
  }
}
