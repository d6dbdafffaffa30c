import { readFileSync } from "node:fs"
import { waitFor } from "xstate"
import {
  checkRow,
  matchAccount,
  rowKey,
  type UserExpectation,
} from "../../../core/domain/users/user-check.ts"
import { parseCheckFile } from "../../../core/domain/users/user-check-file.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import type { CheckResultRow } from "./users-check.report.ts"

/** Results per lookup: the exact account is among the accounts whose name or address contains the term. */
const LOOKUP_PAGE_SIZE = 100

/** The expected accounts of a check file (CSV, or JSON by its extension); a bad file is a usage error. */
export const readRows = (file: string): ReadonlyArray<UserExpectation> => {
  let source: string
  try {
    source = readFileSync(file, "utf8")
  } catch (error) {
    throw usageError(`cannot read ${file}: ${(error as Error).message}`)
  }
  try {
    return parseCheckFile(source, file.toLowerCase().endsWith(".json") ? "json" : "csv")
  } catch (error) {
    throw usageError(`${file}: ${(error as Error).message}`)
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

/**
 * Looks one row's account up through the user list machine: a search by username or email, sorted
 * by username so the exact account comes early; further pages only while it is not found.
 */
export const checkOne = async (deps: CliDeps, row: UserExpectation): Promise<CheckResultRow> => {
  const params = { search: rowKey(row), pageSize: LOOKUP_PAGE_SIZE, sort: "username" as const }
  const list = startMachine(deps, "userList", { params })
  try {
    list.send({ type: "list.load" })
    for (;;) {
      const done = await waitFor(list, (s) => s.matches("none") || s.matches("error"))
      if (done.matches("error")) {
        const error = done.context.error
        if (error?._tag === "Unauthorized" || (error?._tag === "TransportFailure" && error.status === -1))
          throw failureError(deps, "could not look up users", error)
        return { row, outcome: { status: "error", reason: error?.message ?? "the lookup failed" } }
      }
      const c = done.context
      const found = matchAccount(row, c.results ?? [])
      if (found !== undefined || (c.page + 1) * c.pageSize >= c.count)
        return { row, outcome: checkRow(row, found) }
      list.send({ type: "list.pageNext" })
    }
  } finally {
    list.stop()
  }
}
