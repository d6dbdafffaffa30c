import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { slaTargetHours, TOP_ROWS } from "../../core/domain/insights/period.ts"
import type { SeverityLevel, TicketStatusCode } from "../../core/schema/ticket.ts"
import type { ServiceInsights } from "../../core/schema/insights.ts"
import { query } from "../services.ts"
import { frameCondition, type InsightsFrame } from "./insights-scope.ts"
import { fillSeries, weeksBetween } from "./weeks.ts"

const hours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10)

/**
 * GET /v1/insights/service: every figure from the tickets table (and the equipment's SLA, the
 * ticket activities for the first response), within the frame. Tickets "raised in the period" have
 * createddateutc in [start, end); "completed in the period" have completeddateutc in it.
 */
export const serviceInsights = Effect.fn("serviceInsights")(function* (frame: InsightsFrame) {
  const where = frameCondition(frame, "t")
  const { start, end } = frame
  const raised = sql`${where} AND t.createddateutc >= ${start} AND t.createddateutc < ${end}`
  const completed = sql`${where} AND t.completeddateutc >= ${start} AND t.completeddateutc < ${end}`

  const [open] = yield* query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM tickets t WHERE ${where} AND t.ticketstatus = 'O'`,
  )
  const groups = yield* query<{
    severitylevel: SeverityLevel | null
    ticketstatus: TicketStatusCode
    n: number
  }>(
    sql`SELECT t.severitylevel, t.ticketstatus, count(*)::int AS n FROM tickets t WHERE ${raised}
        GROUP BY 1, 2`,
  )
  const [completion] = yield* query<{ n: number; mean: number | null; p90: number | null }>(
    sql`SELECT count(*)::int AS n,
          avg(extract(epoch FROM t.completeddateutc - t.createddateutc) / 3600)::float8 AS mean,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.completeddateutc - t.createddateutc) / 3600)::float8 AS p90
        FROM tickets t WHERE ${completed}`,
  )
  const weekBucket = (column: string) =>
    sql.raw(`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`)
  const openedWeeks = yield* query<{ bucket: string; n: number }>(
    sql`SELECT ${weekBucket("t.createddateutc")} AS bucket, count(*)::int AS n FROM tickets t WHERE ${raised} GROUP BY 1`,
  )
  const closedWeeks = yield* query<{ bucket: string; n: number }>(
    sql`SELECT ${weekBucket("t.completeddateutc")} AS bucket, count(*)::int AS n FROM tickets t WHERE ${completed} GROUP BY 1`,
  )
  const topLocations = yield* query<{ locationid: number; locationname: string; tickets: number }>(
    sql`SELECT l.locationid, l.locationname, c.n AS tickets
        FROM (SELECT t.locationid, count(*)::int AS n FROM tickets t WHERE ${raised} AND t.locationid IS NOT NULL
              GROUP BY 1) c JOIN locations l ON l.locationid = c.locationid
        ORDER BY c.n DESC, l.locationname, l.locationid LIMIT ${TOP_ROWS}`,
  )
  const topModels = yield* query<{ modelnumber: string; tickets: number }>(
    sql`SELECT t.modelnumber, count(*)::int AS tickets FROM tickets t
        WHERE ${raised} AND btrim(coalesce(t.modelnumber, '')) <> ''
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_ROWS}`,
  )
  const sla = yield* slaResponses(frame)

  const weeks = weeksBetween(start, end)
  const opened = fillSeries(weeks, openedWeeks)
  const closed = fillSeries(weeks, closedWeeks)
  const sum = (pick: (g: (typeof groups)[number]) => boolean) =>
    groups.filter(pick).reduce((total, g) => total + g.n, 0)
  return {
    period: frame.period,
    open: open?.n ?? 0,
    opened: sum(() => true),
    closed: completion?.n ?? 0,
    completion: {
      count: completion?.n ?? 0,
      meanHours: hours(completion?.mean ?? null),
      p90Hours: hours(completion?.p90 ?? null),
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

/**
 * Response times per SLA of the tickets raised in the period on equipment with an SLA: the first
 * response is the first activity after the one that created the ticket (activity type 1). Targets
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
          SELECT e.responsetime, (SELECT min(a.createddate) FROM ticket_activities a
                                  WHERE a.ticketid = t.ticketid AND a.activitytypeid <> 1) - t.createddateutc AS wait
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
