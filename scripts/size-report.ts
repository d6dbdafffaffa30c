/** `npm run size`'s printing: the table of routes and the targets with PASS or FAIL. */

export const LOGIN_TARGET_GZ = 100_000
export const SHELL_TARGET_GZ = 170_000

export interface JsFile {
  readonly path: string
  readonly raw: number
  /** Brotli as served: the build's `.br` sibling (what travels to a browser), or raw without one. */
  readonly br: number
  readonly gz: number
  /** True when the file holds chart.js. */
  readonly charts: boolean
}
export interface Row {
  readonly route: string
  readonly files: ReadonlyArray<JsFile>
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const sum = (files: ReadonlyArray<JsFile>, key: "raw" | "br" | "gz") =>
  files.reduce((n, f) => n + f[key], 0)

/** The columns after the route and the file count: what travels first, then the comparisons. */
const FIGURES = ["brotli, served (wire)", "gzip -9", "raw"] as const
const KEYS = ["br", "gz", "raw"] as const

/** The lines of the table (and with `showFiles` every file of every route), ready to print. */
export function tableLines(rows: ReadonlyArray<Row>, showFiles: boolean): ReadonlyArray<string> {
  const header = ["route", "JS files", ...FIGURES]
  const cells = rows.map((r) => [r.route, String(r.files.length), ...KEYS.map((k) => kB(sum(r.files, k)))])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: ReadonlyArray<string>) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ")
  const out = [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)]
  out.push(
    "",
    "wire: the bytes a browser receives (the server sends the build's brotli files to every browser);",
    "gzip -9 and raw for comparison (a client without brotli gets gzip -9; without either, raw).",
  )
  if (!showFiles) return out
  for (const r of rows) {
    out.push("", r.route)
    for (const f of r.files)
      out.push(`  ${f.path.padEnd(48)} ${KEYS.map((k) => kB(f[k]).padStart(10)).join(" ")}`)
  }
  return out
}

export function printTable(rows: ReadonlyArray<Row>, showFiles: boolean): void {
  for (const l of tableLines(rows, showFiles)) console.log(l)
}

const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL")

/** Prints each target with PASS or FAIL; returns how many failed. */
export function printTargets(
  login: Row,
  shell: Row,
  withoutCharts: ReadonlyArray<Row>,
  dashboard: Row,
): number {
  const loginGz = sum(login.files, "gz")
  const shellGz = sum(shell.files, "gz")
  const chartsElsewhere = withoutCharts.filter((r) => r.files.some((f) => f.charts))
  const chartsOnDashboard = dashboard.files.some((f) => f.charts)
  const checks = [
    [
      `login route (issue 11): at most ${kB(LOGIN_TARGET_GZ)} gzipped`,
      kB(loginGz),
      loginGz <= LOGIN_TARGET_GZ,
    ],
    [`shell (issue 15): at most ${kB(SHELL_TARGET_GZ)} gzipped`, kB(shellGz), shellGz <= SHELL_TARGET_GZ],
    [
      "charts (issue 15): chart.js only on /dashboard",
      chartsElsewhere.length > 0
        ? `also on ${chartsElsewhere.map((r) => r.route).join(", ")}`
        : chartsOnDashboard
          ? "only on /dashboard"
          : "not found on /dashboard",
      chartsElsewhere.length === 0 && chartsOnDashboard,
    ],
  ] as const
  console.log("\nTargets")
  const width = Math.max(...checks.map((c) => c[0].length))
  for (const [name, figure, ok] of checks)
    console.log(`  ${name.padEnd(width)}  ${figure.padStart(10)}  ${verdict(ok)}`)
  return checks.filter((c) => !c[2]).length
}
