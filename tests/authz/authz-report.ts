import type { CellResult } from "./authz-matrix.ts"

/** One line per endpoint, one column per caller: the statuses of its own / other cells. */
export const formatMatrix = (results: ReadonlyArray<CellResult>): string => {
  const callers = [...new Set(results.map((r) => r.caller))]
  const endpoints = [...new Set(results.map((r) => r.endpoint))]
  const cell = (endpoint: string, caller: string) =>
    results
      .filter((r) => r.endpoint === endpoint && r.caller === caller)
      .map((r) => `${r.status}${r.verdict === "ok" ? "" : r.verdict === "leak" ? "!" : "?"}`)
      .join("/")
  const header = `${"endpoint (self/own/other)".padEnd(32)}${callers.map((c) => c.padStart(19)).join("")}`
  const rows = endpoints.map((e) => `${e.padEnd(32)}${callers.map((c) => cell(e, c).padStart(19)).join("")}`)
  const leaks = results.filter((r) => r.verdict === "leak")
  const wrong = results.filter((r) => r.verdict === "wrong status")
  const lines = [
    header,
    ...rows,
    "",
    `Authorization matrix: ${endpoints.length} endpoints x ${callers.length} callers = ${endpoints.length * callers.length} pairs, ${results.length} requests; ${leaks.length} leak(s), ${wrong.length} wrong status(es)`,
    ...[...leaks, ...wrong].map(
      (r) =>
        `  ${r.verdict.toUpperCase()} ${r.endpoint} as ${r.caller}, ${r.relation} (company ${r.company}): ${r.detail}`,
    ),
  ]
  return lines.join("\n")
}
