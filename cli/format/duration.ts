/** Milliseconds rounded to one decimal (what JSON reports carry). */
export const roundMs = (ms: number): number => Math.round(ms * 10) / 10

/**
 * A duration as people read it, with at most one decimal: `0.4 ms`, `12.3 ms`, `1.2 s`, `75.0 s`.
 * Seconds from one second up (after rounding, so 999.96 ms reads `1.0 s`).
 */
export const formatDuration = (ms: number): string => {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0
  return roundMs(safe) < 1000 ? `${roundMs(safe).toFixed(1)} ms` : `${(safe / 1000).toFixed(1)} s`
}
