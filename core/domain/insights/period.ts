/**
 * The period of the dashboards (issue 15): a whole number of months ending now, written `3m` in
 * URLs, query strings and the CLI. Without one, a caller whose scope is one company gets that
 * company's TicketHistoryMonths setting (spec section 3), everyone else the spec's default of 3
 * months (section 9).
 */
export const DEFAULT_PERIOD_MONTHS = 3
export const MIN_PERIOD_MONTHS = 1
export const MAX_PERIOD_MONTHS = 36

/** The choices the dashboard's period selector offers. */
export const PERIOD_CHOICES: ReadonlyArray<number> = [1, 3, 6, 12, 24]

export const PERIOD_PATTERN = /^([1-9]\d?)m$/

/** Months of a period text (`3m`), or undefined when it is not one within the limits. */
export const parsePeriod = (value: string | null | undefined): number | undefined => {
  const match = PERIOD_PATTERN.exec((value ?? "").trim())
  if (!match) return undefined
  const months = Number(match[1])
  return months >= MIN_PERIOD_MONTHS && months <= MAX_PERIOD_MONTHS ? months : undefined
}

export const formatPeriod = (months: number): string => `${months}m`

export const periodLabel = (months: number): string =>
  months % 12 === 0 && months >= 12
    ? `Last ${months / 12 === 1 ? "12 months" : `${months / 12} years`}`
    : `Last ${months} ${months === 1 ? "month" : "months"}`

/** Clamps a company setting into the allowed range (a bad setting falls back to the default). */
export const periodFromSetting = (setting: unknown): number =>
  typeof setting === "number" &&
  Number.isInteger(setting) &&
  setting >= MIN_PERIOD_MONTHS &&
  setting <= MAX_PERIOD_MONTHS
    ? setting
    : DEFAULT_PERIOD_MONTHS

/** Days ahead for which the equipment insights count coverage that ends. */
export const COVERAGE_HORIZONS = [30, 60, 90] as const

/** How many rows the top-locations and top-models tables hold. */
export const TOP_ROWS = 5

/**
 * The response target of an SLA as the equipment names it ("4 Hour", "Next Business Day"), in
 * hours; undefined for a text we cannot read. Next business day counts as 24 hours.
 */
export const slaTargetHours = (sla: string | null | undefined): number | undefined => {
  const text = (sla ?? "").trim()
  const hours = /^(\d{1,3})\s*Hours?$/i.exec(text)
  if (hours) return Number(hours[1])
  if (/^next business day$/i.test(text)) return 24
  return undefined
}
