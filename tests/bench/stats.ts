/** Nearest-rank percentile of samples in milliseconds. */
export const percentile = (samples: ReadonlyArray<number>, p: number): number => {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export interface BenchRow {
  readonly kind: string
  readonly caller: string
  readonly count: number
  readonly http: ReadonlyArray<number>
  readonly sql: ReadonlyArray<number>
}

const ms = (value: number) => value.toFixed(1)

/** The bench's targets: p95 of the HTTP call, and what HTTP may add over the list's own SQL. */
export interface BenchTargets {
  readonly p95Ms: number
  /** HTTP p50 / SQL p50 at most this... */
  readonly ratio: number
  /**
   * ...or HTTP p50 - SQL p50 at most this many ms: a request's fixed cost (session, access check,
   * encoding) is 1-2 ms, which alone doubles a 1 ms query, so the ratio says nothing there.
   */
  readonly addedMs: number
}

/** Whether one kind's figures meet the targets (see `BenchTargets`). */
export const meetsTargets = (
  figures: { readonly h50: number; readonly h95: number; readonly s50: number },
  targets: BenchTargets,
): boolean =>
  figures.h95 <= targets.p95Ms &&
  (figures.h50 / figures.s50 <= targets.ratio || figures.h50 - figures.s50 <= targets.addedMs)

/** The results as a fixed-width table, with the verdict against the targets per row. */
export const formatTable = (rows: ReadonlyArray<BenchRow>, targets: BenchTargets): string => {
  const header = [
    "query kind",
    "caller",
    "matches",
    "HTTP p50",
    "HTTP p95",
    "SQL p50",
    "SQL p95",
    "HTTP-SQL p50",
    "HTTP/SQL p50",
    "HTTP/SQL p95",
    "verdict",
  ]
  const lines = rows.map((r) => {
    const h50 = percentile(r.http, 50)
    const h95 = percentile(r.http, 95)
    const s50 = percentile(r.sql, 50)
    const s95 = percentile(r.sql, 95)
    const ok = meetsTargets({ h50, h95, s50 }, targets)
    return [
      r.kind,
      r.caller,
      String(r.count),
      ms(h50),
      ms(h95),
      ms(s50),
      ms(s95),
      ms(h50 - s50),
      (h50 / s50).toFixed(2),
      (h95 / s95).toFixed(2),
      ok ? "ok" : "MISS",
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: ReadonlyArray<string>) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}
