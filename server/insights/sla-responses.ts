import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { slaTargetHours } from "../../core/domain/insights/period.ts"
import type { ServiceInsights } from "../../core/schema/insights.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame, weeklyTable } from "./insights-scope.ts"
import { inRanges, inWeeks, periodParts } from "./period-parts.ts"

const hours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10)

/** Tickets of one SLA in the period: counts cast to int, seconds to float8 (both drivers give numbers). */
const slaTally = {
  tickets: computed<number>(),
  responded: computed<number>(),
  within: computed<number>(),
  seconds: computed<number>(),
}
type SlaTally = RowOf<typeof slaTally>

/** One SLA's tallies: responsetime is not null in both reads below. */
const slaTallyRow = { responsetime: computed<string>(), ...slaTally }

/**
 * Response times per SLA of the tickets raised in the period on equipment with an SLA: the first
 * response is the first activity after the one that created the ticket (activity type 1), kept on
 * the ticket as `firstresponsedate` by a trigger on ticket_activities (migration 0011). The whole
 * weeks come from the weekly SLA aggregate (migration 0019), the partial weeks at the ends from
 * tickets. "Within target" is counted with insights_sla_target, the SQL form of the one rule that
 * reads SLA texts (slaTargetHours in core/domain/insights/period.ts; insights-aggregates.test.ts holds them
 * equal). Every SLA of the equipment in the frame is listed.
 */
export const slaResponses = Effect.fn("slaResponses")(function* (frame: InsightsFrame) {
  // The distinct SLAs by skipping through the responsetime indexes (migration 0021): each step
  // reads the next value above the last one, a probe per SLA rather than a read of every piece.
  const inFrame = frameCondition(frame, "e")
  const names = yield* queryRows(
    { responsetime: computed<string>() }, // IS NOT NULL below
    sql`WITH RECURSIVE sla AS (
          (SELECT e.responsetime FROM equipment e WHERE ${inFrame} AND e.responsetime IS NOT NULL
            ORDER BY e.responsetime LIMIT 1)
          UNION ALL
          SELECT (SELECT e.responsetime FROM equipment e WHERE ${inFrame} AND e.responsetime > sla.responsetime
                   ORDER BY e.responsetime LIMIT 1)
          FROM sla WHERE sla.responsetime IS NOT NULL)
        SELECT responsetime FROM sla WHERE responsetime IS NOT NULL`,
  )
  if (names.length === 0) return []
  const parts = periodParts(frame)
  const rows: Array<RowOf<typeof slaTallyRow>> = []
  if (parts.weeks)
    rows.push(
      ...(yield* queryRows(
        slaTallyRow,
        sql`SELECT s.responsetime, sum(s.n)::int AS tickets, sum(s.responded)::int AS responded,
              sum(s.within)::int AS within, sum(s.waitseconds)::float8 AS seconds
            FROM ${weeklyTable(frame, "ticket_sla_weekly", "ticket_place_sla_weekly")} s
            WHERE ${frameCondition(frame, "s")} AND ${inWeeks("s.week", parts.weeks)}
            GROUP BY 1`,
      )),
    )
  if (parts.ranges.length > 0)
    rows.push(
      ...(yield* queryRows(
        slaTallyRow,
        sql`SELECT e.responsetime, count(*)::int AS tickets, count(t.firstresponsedate)::int AS responded,
              count(*) FILTER (WHERE extract(epoch FROM t.firstresponsedate - t.createddateutc)
                <= insights_sla_target(e.responsetime) * 3600)::int AS within,
              coalesce(sum(extract(epoch FROM t.firstresponsedate - t.createddateutc)), 0)::float8 AS seconds
            FROM tickets t
            -- A probe of the equipment's primary key per ticket: the partial weeks hold a few hundred
            -- tickets, and a plain join hashed all 20,000 pieces (OFFSET 0 keeps the planner from
            -- flattening the subquery back into that join).
            JOIN LATERAL (SELECT e.responsetime FROM equipment e WHERE e.equipmentid = t.equipmentid
              OFFSET 0) e ON TRUE
            WHERE ${frameCondition(frame, "t")} AND ${inRanges("t.createddateutc", parts.ranges)}
              AND e.responsetime IS NOT NULL
            GROUP BY 1`,
      )),
    )
  const tallies = new Map<string, SlaTally>()
  for (const r of rows) {
    const tally = tallies.get(r.responsetime) ?? { tickets: 0, responded: 0, within: 0, seconds: 0 }
    tallies.set(r.responsetime, tally)
    tally.tickets += r.tickets
    tally.responded += r.responded
    tally.within += r.within
    tally.seconds += r.seconds
  }
  return (
    names
      .map(({ responsetime }) => {
        const target = slaTargetHours(responsetime) ?? null
        const tally = tallies.get(responsetime)
        return {
          responsetime,
          targetHours: target,
          tickets: tally?.tickets ?? 0,
          responded: tally?.responded ?? 0,
          meanResponseHours:
            tally && tally.responded > 0 ? hours(tally.seconds / tally.responded / 3600) : null,
          withinTarget: target === null ? null : (tally?.within ?? 0),
        }
      })
      // By target, none last; a stable sort keeps the database's order of names among equal targets.
      .sort((a, b) => {
        const [x, y] = [a.targetHours ?? Number.POSITIVE_INFINITY, b.targetHours ?? Number.POSITIVE_INFINITY]
        return x === y ? 0 : x - y
      }) satisfies ServiceInsights["sla"]
  )
})
