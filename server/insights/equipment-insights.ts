import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { COVERAGE_HORIZONS } from "../../core/domain/insights/period.ts"
import type { EquipmentAddRemove, EquipmentInsights } from "../../core/schema/insights.ts"
import { computed } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame } from "./insights-scope.ts"
import { fillSeries, monthsBetween } from "./weeks.ts"

/** Placeholder texts of spec section 2 for equipment without a coverage or agreement. */
export const NO_COVERAGE = "No Contract"
export const NO_AGREEMENT = "No Agreement"

/**
 * GET /v1/insights/equipment: equipment in service now (no removal date) within the frame, by its
 * coverage and by its agreement's contract type, and how many have coverage (expirationdate) that
 * ends within 30, 60 and 90 days of the call. The period does not apply: these are figures of now.
 */
export const equipmentInsights = Effect.fn("equipmentInsights")(function* (frame: InsightsFrame) {
  const where = sql`${frameCondition(frame, "e")} AND e.removeddate IS NULL`
  // One pass over the equipment for both breakdowns (GROUPING bit 1: the coverage set, 0: the type set).
  const groups = yield* queryRows(
    { g: computed<number>(), name: computed<string>(), count: computed<number>() },
    sql`SELECT GROUPING(x.coverage, x.contracttype)::int AS g, coalesce(x.coverage, x.contracttype) AS name,
          count(*)::int AS count
        FROM equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid,
          LATERAL (SELECT coalesce(nullif(btrim(e.coverage), ''), ${NO_COVERAGE}) AS coverage,
            coalesce(a.contracttype, ${NO_AGREEMENT}) AS contracttype) x
        WHERE ${where} GROUP BY GROUPING SETS ((x.coverage), (x.contracttype))
        ORDER BY 1, 3 DESC, 2`,
  )
  const pick = (g: number) => groups.filter((r) => r.g === g).map(({ name, count }) => ({ name, count }))
  const byCoverage = pick(0b01)
  const byContractType = pick(0b10)
  const horizons = sql.join(
    COVERAGE_HORIZONS.map(
      (days) =>
        sql`count(*) FILTER (WHERE e.expirationdate <= ${frame.end}::timestamptz + make_interval(days => ${days}::int))::int`,
    ),
    sql`, `,
  )
  const [ending] = yield* queryRows(
    { counts: computed<number[]>() },
    sql`SELECT ARRAY[${horizons}] AS counts FROM equipment e
        WHERE ${where} AND e.expirationdate > ${frame.end}
          AND e.expirationdate <= ${frame.end}::timestamptz + make_interval(days => ${Math.max(...COVERAGE_HORIZONS)}::int)`,
  )
  return {
    total: byCoverage.reduce((sum, r) => sum + r.count, 0),
    byCoverage,
    byContractType,
    coverageEnding: COVERAGE_HORIZONS.map((days, i) => ({ days, count: ending?.counts[i] ?? 0 })),
  } satisfies EquipmentInsights
})

/**
 * GET /v1/insights/equipment/addRemove: equipment added (createddate) and removed (removeddate)
 * per calendar month (UTC) of the period, within the frame.
 */
export const equipmentAddRemove = Effect.fn("equipmentAddRemove")(function* (frame: InsightsFrame) {
  const where = frameCondition(frame, "e")
  const monthly = (column: string) =>
    queryRows(
      { bucket: computed<string>(), n: computed<number>() },
      sql`SELECT to_char(${sql.raw(column)} AT TIME ZONE 'UTC', 'YYYY-MM') AS bucket, count(*)::int AS n
          FROM equipment e WHERE ${where} AND ${sql.raw(column)} >= ${frame.start} AND ${sql.raw(column)} < ${frame.end}
          GROUP BY 1`,
    )
  const added = yield* monthly("e.createddate")
  const removed = yield* monthly("e.removeddate")
  const months = monthsBetween(frame.start, frame.end)
  const a = fillSeries(months, added)
  const r = fillSeries(months, removed)
  return {
    period: frame.period,
    months: months.map((month, i) => ({ month, added: a[i]!, removed: r[i]! })),
  } satisfies EquipmentAddRemove
})
