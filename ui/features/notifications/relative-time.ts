const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
]

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" })

/** "3 hours ago", "yesterday", "just now": a notification's age relative to `now`. */
export const relativeTime = (iso: string, now: number): string => {
  const diff = Date.parse(iso) - now
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit)
  return "just now"
}
