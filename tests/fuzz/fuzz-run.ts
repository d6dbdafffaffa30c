import { callerAccounts, prepareContext, signIn } from "./fuzz-context.ts"
import { emptyReport, type FuzzReport, record } from "./fuzz-report.ts"
import { requestAt } from "./fuzz-requests.ts"
import { send } from "./fuzz-send.ts"
import { fetchOperations } from "./openapi-operations.ts"

export interface FuzzOptions {
  readonly baseUrl: string
  readonly seed: number
  /** How many requests (indexes 0 .. count-1). */
  readonly count: number
  /** Send only this request of the run (to reproduce one). */
  readonly only?: number
  /** A request without a complete answer after this long is a hang (default 5000 ms). */
  readonly timeoutMs?: number
  readonly onProgress?: (done: number, report: FuzzReport) => void
}

/**
 * Fuzzes a running server: reads its `/openapi.json`, signs the callers in, collects real ids, then
 * sends the run's requests one after another (a request may depend on what the previous ones
 * wrote, so order is part of the seed) and records every outcome.
 */
export const runFuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const ops = await fetchOperations(options.baseUrl)
  const context = await prepareContext(options.baseUrl)
  const report = emptyReport(options.seed)
  const indexes =
    options.only !== undefined ? [options.only] : Array.from({ length: options.count }, (_, i) => i)
  for (const index of indexes) {
    const request = requestAt(ops, context.known, options.seed, index)
    const session = context.sessions[request.caller]
    const outcome = await send(options.baseUrl, request, session, options.timeoutMs)
    record(report, request, outcome)
    // A successful sign-out ends the caller's session: sign in again for the requests after it.
    if (request.op === "account.logout" && request.caller !== "none" && outcome.kind === "answer")
      context.sessions[request.caller] = await signIn(options.baseUrl, callerAccounts[request.caller])
    options.onProgress?.(report.total, report)
  }
  return report
}
