import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { computed } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame } from "./insights-scope.ts"

/**
 * The ratings given in the frame's period on tickets of the frame (scope, agreement, location).
 * A rating counts when it was given, not when its ticket was closed.
 */
const ratedIn = (frame: InsightsFrame) =>
  sql`SELECT r.score, r.rated, t.locationid
        FROM ticket_ratings r JOIN tickets t ON t.ticketid = r.ticketid
       WHERE r.rated IS NOT NULL AND r.rated >= ${frame.start.toISOString()}::timestamptz
         AND r.rated < ${frame.end.toISOString()}::timestamptz AND ${frameCondition(frame, "t")}`

/** The average to two places (null without ratings) and the count, as SQL selects them. */
const figure = sql`round(avg(g.score), 2)::float8 AS average, count(g.score)::int AS count`

const figureShape = { average: computed<number | null>(), count: computed<number>() }

/**
 * GET /v1/insights/satisfaction: the satisfaction of the period overall, per calendar month (UTC;
 * every month of the period, empty ones with a count of 0) and per location with ratings.
 */
export const satisfactionInsights = Effect.fn("satisfactionInsights")(function* (frame: InsightsFrame) {
  const given = ratedIn(frame)
  const [overall] = yield* queryRows(figureShape, sql`SELECT ${figure} FROM (${given}) g`)
  const monthly = yield* queryRows(
    { month: computed<string>(), ...figureShape },
    sql`SELECT to_char(m, 'YYYY-MM') AS month, ${figure}
          FROM generate_series(date_trunc('month', ${frame.start.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
                               date_trunc('month', ${frame.end.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
                               interval '1 month') m
          LEFT JOIN (${given}) g ON date_trunc('month', g.rated AT TIME ZONE 'UTC') = m
         GROUP BY m ORDER BY m`,
  )
  const locations = yield* queryRows(
    { locationid: computed<number>(), locationname: computed<string>(), ...figureShape },
    sql`SELECT g.locationid, coalesce(l.locationname, '') AS locationname, ${figure}
          FROM (${given}) g JOIN locations l ON l.locationid = g.locationid
         GROUP BY g.locationid, l.locationname ORDER BY l.locationname, g.locationid`,
  )
  return {
    period: frame.period,
    overall: overall ?? { average: null, count: 0 },
    monthly,
    locations,
  }
})
