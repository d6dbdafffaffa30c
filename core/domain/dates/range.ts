import { Temporal } from "temporal-polyfill"
import { DEFAULT_DISPLAY_TIMEZONE, parsePlainDate } from "./format.ts"

/** A date range filter; either end may be missing while the user picks. */
export interface DateRange {
  readonly start: string | null
  readonly end: string | null
}

export const EMPTY_RANGE: DateRange = { start: null, end: null }

/**
 * A range applies only when both ends are set (spec section 5) and the start is not after the end:
 * while an end is still being typed ("2026-03-01" to "2026-01-..."), nothing is sent.
 */
export const isCompleteRange = (
  range: DateRange | null | undefined,
): range is { start: string; end: string } =>
  !!range && !!range.start && !!range.end && Temporal.PlainDate.compare(range.start, range.end) <= 0

/**
 * Parses "start:end" (ISO dates). Unreadable ends become null, so "2026-01-01:" keeps the start.
 * Returns `undefined` for an absent or empty value.
 */
export const parseDateRange = (value: string | null | undefined): DateRange | undefined => {
  if (value === null || value === undefined || value.trim() === "") return undefined
  const [rawStart = "", rawEnd = ""] = value.trim().split(":", 2)
  const start = parsePlainDate(rawStart.trim())?.toString() ?? null
  const end = parsePlainDate(rawEnd.trim())?.toString() ?? null
  return start === null && end === null ? undefined : { start, end }
}

/** Serialises a range as "start:end" (missing ends empty); `undefined` when both ends are missing. */
export const formatDateRange = (range: DateRange | null | undefined): string | undefined => {
  if (!range || (!range.start && !range.end)) return undefined
  return `${range.start ?? ""}:${range.end ?? ""}`
}

/** Strict parse for the server: both ends present, valid, and start not after end. */
export const parseCompleteDateRange = (
  value: string,
): { readonly start: string; readonly end: string } | undefined => {
  const range = parseDateRange(value)
  return isCompleteRange(range) ? range : undefined
}

/**
 * Date-range filters (the ticket list's call and completed dates) are whole days in this zone (spec
 * section 9's home zone): the server turns `start:end` into [start 00:00, end + 1 day 00:00) here,
 * and links into a list with a range (the dashboard's) write the days of this zone, so both count
 * the same tickets.
 */
export const DATE_RANGE_TIMEZONE = DEFAULT_DISPLAY_TIMEZONE

/** The day (YYYY-MM-DD) an instant falls on in the date-range zone. */
export const rangeDayOf = (iso: string): string =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(DATE_RANGE_TIMEZONE).toPlainDate().toString()

/** The first instant (ISO, UTC) of a day of the date-range zone. */
export const rangeDayStart = (date: string): string =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: DATE_RANGE_TIMEZONE }).toInstant().toString()

/** The first instant of the day after `date`: the exclusive end of a range ending on it. */
export const rangeNextDayStart = (date: string): string =>
  rangeDayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString())
