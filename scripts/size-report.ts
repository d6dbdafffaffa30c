/** `npm run size`'s printing: the table of routes and the targets with PASS or FAIL. */

/**
 * Issue 25's size target: everything the login route transfers (the page with the public
 * configuration, its scripts, the stylesheet: encoded bodies and headers, as chromium counts them)
 * at most 100 kB. It replaces the
 * gzip -9 targets of issues 11 and 15 (login 100 kB, shell 170 kB): gzip -9 is not what a browser gets.
 */
export const LOGIN_TARGET_WIRE = 100_000

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

/** One target: what it asks, the measured figure, whether it passed. */
export interface TargetCheck {
  readonly name: string
  readonly figure: string
  readonly ok: boolean
}

/** What the targets are checked against. */
export interface Measured {
  /** Bytes the login route transferred (every response's encoded body and headers). */
  readonly loginWire: number
  /** Routes that must not hold chart.js. */
  readonly withoutCharts: ReadonlyArray<Row>
  readonly dashboard: Row
}

/** The targets: the login route on the wire (issue 25), chart.js only on `/dashboard` (issue 15). */
export function targetChecks({ loginWire, withoutCharts, dashboard }: Measured): ReadonlyArray<TargetCheck> {
  const chartsElsewhere = withoutCharts.filter((r) => r.files.some((f) => f.charts))
  const chartsOnDashboard = dashboard.files.some((f) => f.charts)
  return [
    {
      name: `login route (issue 25): at most ${kB(LOGIN_TARGET_WIRE)} on the wire`,
      figure: kB(loginWire),
      ok: loginWire <= LOGIN_TARGET_WIRE,
    },
    {
      name: "charts (issue 15): chart.js only on /dashboard",
      figure:
        chartsElsewhere.length > 0
          ? `also on ${chartsElsewhere.map((r) => r.route).join(", ")}`
          : chartsOnDashboard
            ? "only on /dashboard"
            : "not found on /dashboard",
      ok: chartsElsewhere.length === 0 && chartsOnDashboard,
    },
  ]
}

/** Prints each target with PASS or FAIL; returns how many failed. */
export function printTargets(measured: Measured): number {
  const checks = targetChecks(measured)
  console.log("\nTargets")
  const width = Math.max(...checks.map((c) => c.name.length))
  for (const c of checks) console.log(`  ${c.name.padEnd(width)}  ${c.figure.padStart(10)}  ${verdict(c.ok)}`)
  return checks.filter((c) => !c.ok).length
}
