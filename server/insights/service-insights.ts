import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { slaTargetHours, TOP_ROWS } from "../../core/domain/insights/period.ts"
import type { ServiceInsights } from "../../core/schema/insights.ts"
import { query } from "../services.ts"
import { frameCondition, type InsightsFrame } from "./insights-scope.ts"
import { openTickets, serviceCounts } from "./service-counts.ts"
import { fillSeries, weeksBetween } from "./weeks.ts"

const hours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10)

/**
 * GET /v1/insights/service: the counted figures from the weekly aggregate kept on tickets and from
 * tickets for the partial weeks (service-counts.ts); the p90 from the tickets table (and the equipment's SLA, the
 * ticket activities for the first response), within the frame. Tickets "raised in the period" have
 * createddateutc in [start, end); "completed in the period" have completeddateutc in it.
 */
export const serviceInsights = Effect.fn("serviceInsights")(function* (frame: InsightsFrame) {
  const { start, end } = frame
  const open = yield* openTickets(frame)
  const counts = yield* serviceCounts(frame)
  // The p90 needs every duration of the period: read from tickets (an index holds both dates).
  const [p90] = yield* query<{ p90: number | null }>(
    sql`SELECT percentile_cont(0.9) WITHIN GROUP (
          ORDER BY extract(epoch FROM t.completeddateutc - t.createddateutc) / 3600)::float8 AS p90
        FROM tickets t
        WHERE ${frameCondition(frame, "t")} AND t.completeddateutc >= ${start} AND t.completeddateutc < ${end}`,
  )
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
      p90Hours: hours(p90?.p90 ?? null),
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
  const names = yield* query<{ locationid: number; locationname: string }>(
    sql`SELECT locationid, locationname FROM locations
        WHERE locationid = ANY(${sql.param(counts.map((c) => c.locationid))}::int[])`,
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

/**
 * Response times per SLA of the tickets raised in the period on equipment with an SLA: the first
 * response is the first activity after the one that created the ticket (activity type 1), kept on
 * the ticket as `firstresponsedate` by a trigger on ticket_activities (migration 0011). Targets
 * come from the one rule that reads SLA texts (core/domain/insights/period.ts).
 */
const slaResponses = Effect.fn("slaResponses")(function* (frame: InsightsFrame) {
  const where = frameCondition(frame, "t")
  const names = yield* query<{ responsetime: string }>(
    sql`SELECT DISTINCT e.responsetime FROM equipment e
        WHERE ${frameCondition(frame, "e")} AND e.responsetime IS NOT NULL ORDER BY 1`,
  )
  if (names.length === 0) return []
  const targets = sql.join(
    names.map((n) => sql`(${n.responsetime}::text, ${slaTargetHours(n.responsetime) ?? null}::float8)`),
    sql`, `,
  )
  const rows = yield* query<{
    responsetime: string
    target: number | null
    tickets: number
    responded: number
    mean: number | null
    within: number
  }>(
    sql`WITH targets(responsetime, target) AS (VALUES ${targets}),
        raised AS (
          SELECT e.responsetime, t.firstresponsedate - t.createddateutc AS wait
          FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
          WHERE ${where} AND t.createddateutc >= ${frame.start} AND t.createddateutc < ${frame.end}
            AND e.responsetime IS NOT NULL)
        SELECT g.responsetime, g.target, count(r.responsetime)::int AS tickets, count(r.wait)::int AS responded,
          (avg(extract(epoch FROM r.wait)) / 3600)::float8 AS mean,
          count(*) FILTER (WHERE extract(epoch FROM r.wait) <= g.target * 3600)::int AS within
        FROM targets g LEFT JOIN raised r ON r.responsetime = g.responsetime
        GROUP BY g.responsetime, g.target ORDER BY g.target NULLS LAST, g.responsetime`,
  )
  return rows.map((r) => ({
    responsetime: r.responsetime,
    targetHours: r.target,
    tickets: r.tickets,
    responded: r.responded,
    meanResponseHours: hours(r.mean),
    withinTarget: r.target === null ? null : r.within,
  }))
})
