import { inArray } from "drizzle-orm"
import { Effect } from "effect"
import { TOP_ROWS } from "../../core/domain/insights/period.ts"
import type { ServiceInsights } from "../../core/schema/insights.ts"
import { pick } from "../db/pick.ts"
import { locations } from "../db/schema.ts"
import { orm } from "../services.ts"
import { completionP90 } from "./completion-p90.ts"
import type { InsightsFrame } from "./insights-scope.ts"
import { openTickets, serviceCounts } from "./service-counts.ts"
import { slaResponses } from "./sla-responses.ts"
import { fillSeries, weeksBetween } from "./weeks.ts"

const hours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10)

/**
 * GET /v1/insights/service: the counted figures, the p90 and the SLA response times from the weekly
 * aggregates kept on tickets by triggers and from tickets for the partial weeks (service-counts.ts,
 * completion-p90.ts, sla-responses.ts), within the frame. Tickets "raised in the period" have
 * createddateutc in [start, end); "completed in the period" have completeddateutc in it.
 */
export const serviceInsights = Effect.fn("serviceInsights")(function* (frame: InsightsFrame) {
  const { start, end } = frame
  const open = yield* openTickets(frame)
  const counts = yield* serviceCounts(frame)
  const p90 = yield* completionP90(frame)
  const groups = [...counts.groups.values()]
  const byLocation = [...counts.byLocation].map(([locationid, n]) => ({ locationid, n }))
  const topModels = [...counts.byModel]
    .map(([modelnumber, tickets]) => ({ modelnumber, tickets }))
    .sort((a, b) => b.tickets - a.tickets || (a.modelnumber < b.modelnumber ? -1 : 1))
    .slice(0, TOP_ROWS)
  const topLocations = yield* namedTopLocations(byLocation)
  const sla = yield* slaResponses(frame)

  const weeks = weeksBetween(start, end)
  const series = (map: Map<string, number>) =>
    fillSeries(
      weeks,
      [...map].map(([bucket, n]) => ({ bucket, n })),
    )
  const opened = series(counts.openedWeeks)
  const closed = series(counts.closedWeeks)
  const sum = (pick: (g: (typeof groups)[number]) => boolean) =>
    groups.filter(pick).reduce((total, g) => total + g.n, 0)
  return {
    period: frame.period,
    open,
    opened: sum(() => true),
    closed: counts.closed,
    completion: {
      count: counts.closed,
      meanHours: hours(counts.closed === 0 ? null : counts.closedHours / counts.closed),
      p90Hours: hours(p90),
    },
    weekly: weeks.map((week, i) => ({ week, opened: opened[i]!, closed: closed[i]! })),
    bySeverity: ([null, 1, 2, 3] as const).map((level) => ({
      severitylevel: level,
      count: sum((g) => g.severitylevel === level),
    })),
    byStatus: (["O", "P", "C", "N"] as const).map((status) => ({
      ticketstatus: status,
      count: sum((g) => g.ticketstatus === status),
    })),
    topLocations,
    topModels,
    sla,
  } satisfies ServiceInsights
})

/** The locations with the most tickets (ties by name), named from the locations table. */
const namedTopLocations = Effect.fn("namedTopLocations")(function* (
  counts: ReadonlyArray<{ readonly locationid: number; readonly n: number }>,
) {
  if (counts.length === 0) return []
  const ids = counts.map((c) => c.locationid)
  const names = yield* orm((db) =>
    db
      .select(pick(locations, ["locationid", "locationname"]))
      .from(locations)
      .where(inArray(locations.locationid, ids)),
  )
  const nameOf = new Map(names.map((l) => [l.locationid, l.locationname]))
  return counts
    .map((c) => ({ locationid: c.locationid, locationname: nameOf.get(c.locationid) ?? "", tickets: c.n }))
    .sort(
      (a, b) =>
        b.tickets - a.tickets || a.locationname.localeCompare(b.locationname) || a.locationid - b.locationid,
    )
    .slice(0, TOP_ROWS)
})
