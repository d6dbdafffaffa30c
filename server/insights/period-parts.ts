import { type SQL, sql } from "drizzle-orm"
import type { InsightsFrame } from "./insights-scope.ts"

const day = (date: Date) => date.toISOString().slice(0, 10)
const MONDAY_MS = Date.UTC(2024, 0, 1)
const WEEK_MS = 7 * 24 * 3600 * 1000
/** The Monday 00:00 UTC at or after `date`, and the one at or before it. */
const mondayOnOrAfter = (date: Date) =>
  new Date(MONDAY_MS + Math.ceil((date.getTime() - MONDAY_MS) / WEEK_MS) * WEEK_MS)
const mondayOnOrBefore = (date: Date) =>
  new Date(MONDAY_MS + Math.floor((date.getTime() - MONDAY_MS) / WEEK_MS) * WEEK_MS)

/**
 * How a frame's period is read: the whole weeks from a weekly aggregate (`weeks`, Mondays
 * [from, to)) and the partial weeks at both ends from tickets (`ranges`, each [from, to)). A period
 * shorter than two weeks reads tickets alone. A frame narrowed to an agreement or a location reads
 * the aggregates per place (`weeklyTable`, migration 0043).
 */
export interface PeriodParts {
  readonly weeks: { readonly from: Date; readonly to: Date } | undefined
  readonly ranges: ReadonlyArray<readonly [Date, Date]>
}

export const periodParts = (frame: InsightsFrame): PeriodParts => {
  const { start, end } = frame
  const first = mondayOnOrAfter(start)
  const last = mondayOnOrBefore(end)
  if (first.getTime() >= last.getTime()) return { weeks: undefined, ranges: [[start, end]] }
  const ranges: Array<readonly [Date, Date]> = []
  if (start.getTime() < first.getTime()) ranges.push([start, first])
  if (last.getTime() < end.getTime()) ranges.push([last, end])
  return { weeks: { from: first, to: last }, ranges }
}

/** The condition that `column` (a trusted column) falls in one of `ranges`; FALSE for none. */
export const inRanges = (column: string, ranges: PeriodParts["ranges"]): SQL =>
  ranges.length === 0
    ? sql`FALSE`
    : sql`(${sql.join(
        ranges.map(([from, to]) => sql`(${sql.raw(column)} >= ${from} AND ${sql.raw(column)} < ${to})`),
        sql` OR `,
      )})`

/** The condition that a weekly aggregate's `week` column (trusted) is one of the whole weeks. */
export const inWeeks = (column: string, weeks: NonNullable<PeriodParts["weeks"]>): SQL =>
  sql`${sql.raw(column)} >= ${day(weeks.from)}::date AND ${sql.raw(column)} < ${day(weeks.to)}::date`

/** The condition that a weekly aggregate's `week` column (trusted) is outside the whole weeks. */
export const outsideWeeks = (column: string, weeks: NonNullable<PeriodParts["weeks"]>): SQL =>
  sql`(${sql.raw(column)} < ${day(weeks.from)}::date OR ${sql.raw(column)} >= ${day(weeks.to)}::date)`

/**
 * Whether fewer weeks of a weekly aggregate lie outside the whole weeks than inside them, given the
 * first and last week it holds (ISO dates): then a total of all time less the weeks outside is read
 * instead of the weeks inside.
 */
export const fewerWeeksOutside = (
  weeks: NonNullable<PeriodParts["weeks"]>,
  held: { readonly first: string; readonly last: string },
): boolean => {
  const first = Date.parse(`${held.first}T00:00:00Z`)
  const last = Date.parse(`${held.last}T00:00:00Z`)
  const inside = (weeks.to.getTime() - weeks.from.getTime()) / WEEK_MS
  const before = Math.max(0, (weeks.from.getTime() - first) / WEEK_MS)
  const after = Math.max(0, (last - weeks.to.getTime()) / WEEK_MS + 1)
  return before + after < inside
}
