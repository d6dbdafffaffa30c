import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame, isNarrowed } from "./insights-scope.ts"
import { inRanges, inWeeks, periodParts } from "./period-parts.ts"

/** Hours from creation to completion of ticket `t`, as every p90 query reads them. */
const HOURS = sql.raw("insights_duration_hours(t.createddateutc, t.completeddateutc)")
const BUCKET = sql.raw("insights_duration_bucket(t.createddateutc, t.completeddateutc)")

/** A duration bucket and how many tickets fall in it. */
const bucketCount = { bucket: computed<number>(), n: computed<number>() }

/** One 0-based rank of the sorted durations: the bucket holding it and its offset in that bucket. */
export interface RankAt {
  readonly bucket: number
  readonly offset: number
}

/**
 * Where the two ranks percentile_cont(0.9) interpolates between lie, given each bucket's count in
 * ascending bucket order (buckets are ordered as the durations they hold): rank floor(h) and the
 * next one (none when it is the last), with h = 0.9 (n - 1) and the fraction h - floor(h).
 */
export const p90Ranks = (
  buckets: ReadonlyArray<{ readonly bucket: number; readonly n: number }>,
): { readonly lo: RankAt; readonly hi: RankAt | undefined; readonly fraction: number } | undefined => {
  const total = buckets.reduce((sum, b) => sum + b.n, 0)
  if (total === 0) return undefined
  const h = 0.9 * (total - 1)
  const lo = Math.floor(h)
  const at = (rank: number): RankAt | undefined => {
    let before = 0
    for (const b of buckets) {
      if (rank < before + b.n) return { bucket: b.bucket, offset: rank - before }
      before += b.n
    }
    return undefined
  }
  return { lo: at(lo)!, hi: lo + 1 < total ? at(lo + 1) : undefined, fraction: h - lo }
}

/** percentile_cont(0.9) over the frame's tickets completed in its period, read from tickets. */
const directP90 = Effect.fn("directP90")(function* (frame: InsightsFrame) {
  const [row] = yield* queryRows(
    { p90: computed<number | null>() },
    sql`SELECT percentile_cont(0.9) WITHIN GROUP (ORDER BY ${HOURS}) AS p90 FROM tickets t
        WHERE ${frameCondition(frame, "t")} AND t.completeddateutc >= ${frame.start} AND t.completeddateutc < ${frame.end}`,
  )
  return row?.p90 ?? null
})

/**
 * The p90 of hours from creation to completion of the tickets completed in the frame's period, equal
 * to percentile_cont(0.9) over them (migration 0019): the count per duration bucket comes from the
 * weekly histogram for the whole weeks and from tickets for the partial weeks at the ends; that
 * locates the bucket (or two) holding the two ranks to interpolate, whose exact durations in the
 * period are then read in order from the duration index (which stores them), at the rank's offset. A frame
 * narrowed to an agreement or a location, or shorter than two weeks, sorts its tickets directly.
 */
export const completionP90 = Effect.fn("completionP90")(function* (frame: InsightsFrame) {
  const parts = periodParts(frame)
  // The histogram is per company; a narrowed frame's tickets are few enough to sort (one statement
  // over the index that carries their columns, migration 0032).
  if (!parts.weeks || isNarrowed(frame)) return yield* directP90(frame)
  const histScope: SQL = frame.scope.all
    ? sql`h.companyid IS NULL`
    : sql`${scopeCondition(frame.scope, "h.companyid")}`
  const counts = new Map<number, number>()
  const add = (rows: ReadonlyArray<{ bucket: number; n: number }>) => {
    for (const r of rows) counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + r.n)
  }
  add(
    yield* queryRows(
      bucketCount,
      sql`SELECT h.bucket, sum(h.n)::int AS n FROM ticket_completion_hist h
          WHERE ${histScope} AND ${inWeeks("h.week", parts.weeks)} GROUP BY 1`,
    ),
  )
  if (parts.ranges.length > 0)
    add(
      yield* queryRows(
        bucketCount,
        sql`SELECT ${BUCKET} AS bucket, count(*)::int AS n FROM tickets t
            WHERE ${frameCondition(frame, "t")} AND ${inRanges("t.completeddateutc", parts.ranges)} GROUP BY 1`,
      ),
    )
  const buckets = [...counts]
    .filter(([, n]) => n > 0)
    .map(([bucket, n]) => ({ bucket, n }))
    .sort((a, b) => a.bucket - b.bucket)
  const ranks = p90Ranks(buckets)
  if (!ranks) return null
  const inBucket = (bucket: number, offset: number, limit: number) =>
    sql`(SELECT ${HOURS} AS hours FROM tickets t
         WHERE ${frameCondition(frame, "t")} AND ${BUCKET} = ${bucket}::smallint
           AND t.completeddateutc >= ${frame.start} AND t.completeddateutc < ${frame.end}
         ORDER BY ${BUCKET}, ${HOURS} OFFSET ${offset}::int LIMIT ${limit}::int)`
  const { lo, hi } = ranks
  const sameBucket = hi === undefined || hi.bucket === lo.bucket
  const values = yield* queryRows(
    { hours: computed<number>() },
    sameBucket
      ? inBucket(lo.bucket, lo.offset, hi === undefined ? 1 : 2)
      : sql`SELECT hours FROM (${inBucket(lo.bucket, lo.offset, 1)} UNION ALL ${inBucket(hi.bucket, hi.offset, 1)}) v
          ORDER BY 1`,
  )
  const low = values[0]?.hours
  if (low === undefined) return null
  const high = hi === undefined ? low : (values[1]?.hours ?? low)
  return low + (high - low) * ranks.fraction
})
