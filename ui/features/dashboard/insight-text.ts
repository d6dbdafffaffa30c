import { periodLabel } from "../../../core/domain/insights/period.ts"
import type { InsightsPeriod, TicketWeek } from "../../../core/schema/insights.ts"
import type { SignInWeek } from "../../../core/schema/user-insights.ts"
import { viewerDate } from "../../lib/viewer-dates.ts"
import { formatCount } from "../../../core/domain/counts.ts"

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`

/** "Last 3 months (Aug 25, 2026 – Nov 25, 2026)": the days in the viewer's zone. */
export const periodText = (p: InsightsPeriod): string =>
  `${periodLabel(p.months)} (${viewerDate(p.start, p.start)} – ${viewerDate(p.end, p.end)})`

/** Hours as a readable duration: "5.2 hours", "3.4 days"; "N/A" without a value. */
export const durationText = (hours: number | null): string => {
  if (hours === null) return "N/A"
  if (hours < 48) return `${hours.toFixed(1)} hours`
  return `${(hours / 24).toFixed(1)} days`
}

/**
 * A week's first day as the app shows days ("Nov 25, 2024"). The week is a calendar date, not an
 * instant, so it is shown as that day in every zone (formatDate does not shift a plain date).
 */
export const weekText = (week: string): string => viewerDate(week, week)

const busiest = <W extends { week: string }>(weeks: ReadonlyArray<W>, value: (w: W) => number) =>
  weeks.reduce<W | null>((best, w) => (best === null || value(w) > value(best) ? w : best), null)

export const weeklyTicketsSummary = (weeks: ReadonlyArray<TicketWeek>): string => {
  const opened = weeks.reduce((a, w) => a + w.opened, 0)
  const closed = weeks.reduce((a, w) => a + w.closed, 0)
  const top = busiest(weeks, (w) => w.opened)
  const peak =
    top && top.opened > 0
      ? ` The busiest week began ${weekText(top.week)}, with ${plural(top.opened, "ticket")} raised.`
      : ""
  return `Over ${plural(weeks.length, "week")}, ${plural(opened, "ticket")} raised and ${plural(closed, "ticket")} completed.${peak}`
}

export const weeklySignInsSummary = (weeks: ReadonlyArray<SignInWeek>): string => {
  const total = weeks.reduce((a, w) => a + w.signIns, 0)
  const top = busiest(weeks, (w) => w.signIns)
  const peak =
    top && top.signIns > 0
      ? ` The busiest week began ${weekText(top.week)}, with ${plural(top.signIns, "sign-in")}.`
      : ""
  return `Over ${plural(weeks.length, "week")}, ${plural(total, "sign-in")}.${peak}`
}

/** "Largest: Full Maintenance (120 of 300)." for a breakdown. */
export const breakdownSummary = (
  [one, many]: readonly [string, string],
  rows: ReadonlyArray<{ label: string; count: number }>,
): string => {
  const total = rows.reduce((a, r) => a + r.count, 0)
  if (total === 0) return `No ${many}.`
  const top = rows.reduce((best, r) => (r.count > best.count ? r : best))
  return `${plural(total, one, many)} in all. Largest: ${top.label}, ${formatCount(top.count)} of ${formatCount(total)}.`
}

export const addRemoveSummary = (months: ReadonlyArray<{ added: number; removed: number }>): string => {
  const added = months.reduce((a, m) => a + m.added, 0)
  const removed = months.reduce((a, m) => a + m.removed, 0)
  return `Over ${plural(months.length, "month")}, ${plural(added, "piece")} of equipment added and ${formatCount(removed)} removed.`
}

/** What the satisfaction chart shows: how many ratings, their average, the best month. */
export const satisfactionSummary = (
  months: ReadonlyArray<{ month: string; average: number | null; count: number }>,
): string => {
  const rated = months.filter((m) => m.count > 0)
  const total = rated.reduce((a, m) => a + m.count, 0)
  if (total === 0) return `No ratings over ${plural(months.length, "month")}.`
  const top = rated.reduce((best, m) => ((m.average ?? 0) > (best.average ?? 0) ? m : best))
  return `Over ${plural(months.length, "month")}, ${plural(total, "rating")}. The best month was ${top.month}, averaging ${top.average?.toFixed(2)} of 5. Months without ratings show 0.`
}
