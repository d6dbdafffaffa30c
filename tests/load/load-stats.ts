import { percentile } from "../bench/stats.ts"

/** One measured request: its kind, its answer's status (0: none) and when it ended. */
export interface Sample {
  readonly kind: string
  readonly status: number
  /** Why no answer came (`ECONNRESET`, `timeout`), when none did. */
  readonly failure?: string
  /** Milliseconds from when the request was due (open model) or sent (closed model) to its answer. */
  readonly ms: number
  /** Milliseconds from the start of the run to the answer. */
  readonly endedAt: number
}

export interface Summary {
  readonly requests: number
  /**
   * Answers that arrived within the run's `seconds`, per second: below the offered rate when the
   * server fell behind (an open model's late answers, still counted in the latencies, are not here).
   */
  readonly perSecond: number
  /** Median of the per-second throughputs after the first fifth of the run (closed model: the plateau). */
  readonly plateau: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  /** Answers other than 2xx by status, and requests without an answer by why (`ECONNRESET`). */
  readonly errors: Readonly<Record<string, number>>
}

const isError = (status: number) => status < 200 || status >= 300

/** Per-second answer counts from `skipSeconds` to the end of the run. */
const perSecondCounts = (samples: ReadonlyArray<Sample>, seconds: number, skipSeconds: number) => {
  const counts = new Array<number>(Math.max(0, Math.floor(seconds))).fill(0)
  for (const s of samples) {
    const second = Math.floor(s.endedAt / 1000)
    if (second < counts.length) counts[second]! += 1
  }
  return counts.slice(skipSeconds)
}

/** Summarises a run of `seconds` seconds. */
export const summarise = (samples: ReadonlyArray<Sample>, seconds: number): Summary => {
  const ms = samples.map((s) => s.ms)
  const errors: Record<string, number> = {}
  for (const s of samples) {
    const key = s.failure ?? String(s.status)
    if (isError(s.status)) errors[key] = (errors[key] ?? 0) + 1
  }
  const windows = perSecondCounts(samples, seconds, Math.floor(seconds / 5))
  return {
    requests: samples.length,
    perSecond: samples.filter((s) => s.endedAt <= seconds * 1000).length / seconds,
    plateau: windows.length > 0 ? percentile(windows, 50) : Number.NaN,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.length > 0 ? Math.max(...ms) : Number.NaN,
    errors,
  }
}

/** `none`, or `401: 3, 0: 1`. */
export const errorText = (errors: Readonly<Record<string, number>>): string => {
  const entries = Object.entries(errors)
  return entries.length === 0 ? "none" : entries.map(([status, n]) => `${status}: ${n}`).join(", ")
}

/** p95 per request kind, e.g. `list 12.0, search 30.1`. */
export const p95ByKind = (samples: ReadonlyArray<Sample>): string => {
  const kinds = [...new Set(samples.map((s) => s.kind))].sort()
  return kinds
    .map(
      (kind) =>
        `${kind} ${percentile(
          samples.filter((s) => s.kind === kind).map((s) => s.ms),
          95,
        ).toFixed(0)}`,
    )
    .join(", ")
}

/** A fixed-width table: the first `leftColumns` columns left-aligned, the rest right-aligned. */
export const formatTable = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  leftColumns = 2,
): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")
}

/** Milliseconds with one decimal. */
export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : "-")
