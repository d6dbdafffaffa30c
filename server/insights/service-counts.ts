import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { SeverityLevel, TicketStatusCode } from "../../core/schema/ticket.ts"
import { scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame, isNarrowed, weeklyTable } from "./insights-scope.ts"
import { raisedRow, rollupRow } from "./service-count-rows.ts"
import { inWeeks, periodParts } from "./period-parts.ts"

/**
 * The counted figures of Service Insights over a time range, in a form that adds up: the figures of
 * a period are those of its whole weeks (read from the weekly aggregate that triggers keep on
 * tickets, migration 0018) plus those of the partial weeks at its ends (read from tickets).
 */
export interface ServiceCounts {
  /** Tickets raised per (severity, status). */
  readonly groups: Map<
    string,
    { severitylevel: SeverityLevel | null; ticketstatus: TicketStatusCode; n: number }
  >
  readonly openedWeeks: Map<string, number>
  readonly byLocation: Map<number, number>
  readonly byModel: Map<string, number>
  readonly closedWeeks: Map<string, number>
  closed: number
  /** Sum over completed tickets of their hours from creation to completion. */
  closedHours: number
}

export const emptyCounts = (): ServiceCounts => ({
  groups: new Map(),
  openedWeeks: new Map(),
  byLocation: new Map(),
  byModel: new Map(),
  closedWeeks: new Map(),
  closed: 0,
  closedHours: 0,
})

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n)

const addGroup = (
  counts: ServiceCounts,
  severitylevel: SeverityLevel | null,
  ticketstatus: TicketStatusCode,
  n: number,
) => {
  const key = `${severitylevel}:${ticketstatus}`
  const g = counts.groups.get(key)
  if (g) g.n += n
  else counts.groups.set(key, { severitylevel, ticketstatus, n })
}

const week = (column: string) => sql.raw(`to_char(insights_week(${column}), 'YYYY-MM-DD')`)

/** Adds the tickets of the frame raised, and those completed, in [from, to), read from tickets. */
export const addFromTickets = Effect.fn("addFromTickets")(function* (
  counts: ServiceCounts,
  frame: InsightsFrame,
  from: Date,
  to: Date,
) {
  const where = frameCondition(frame, "t")
  const raisedRows = yield* queryRows(
    raisedRow,
    sql`SELECT GROUPING(t.severitylevel, t.ticketstatus, bucket, t.locationid, model)::int AS g,
          t.severitylevel, t.ticketstatus, bucket, t.locationid, model, count(*)::int AS n
        FROM tickets t, LATERAL (SELECT ${week("t.createddateutc")} AS bucket,
          insights_model(t.modelnumber) AS model) x
        WHERE ${where} AND t.createddateutc >= ${from} AND t.createddateutc < ${to}
        GROUP BY GROUPING SETS ((t.severitylevel, t.ticketstatus), (bucket), (t.locationid), (model))`,
  )
  // GROUPING bits, leftmost argument highest, 1 for a column the set leaves out.
  for (const r of raisedRows) {
    if (r.g === 0b00111) addGroup(counts, r.severitylevel, r.ticketstatus!, r.n)
    else if (r.g === 0b11011) add(counts.openedWeeks, r.bucket!, r.n)
    else if (r.g === 0b11101 && r.locationid !== null) add(counts.byLocation, r.locationid, r.n)
    else if (r.g === 0b11110 && r.model !== null) add(counts.byModel, r.model, r.n)
  }
  const completedRows = yield* queryRows(
    { bucket: computed<string>(), n: computed<number>(), hours: computed<number>() },
    sql`SELECT ${week("t.completeddateutc")} AS bucket, count(*)::int AS n,
          sum(extract(epoch FROM t.completeddateutc - t.createddateutc) / 3600)::float8 AS hours
        FROM tickets t
        WHERE ${where} AND t.completeddateutc >= ${from} AND t.completeddateutc < ${to}
        GROUP BY 1`,
  )
  for (const r of completedRows) {
    add(counts.closedWeeks, r.bucket, r.n)
    counts.closed += r.n
    counts.closedHours += r.hours
  }
})

/**
 * Adds the weeks starting in [fromWeek, toWeek) (Mondays) from the weekly aggregates: per company,
 * or per place for a frame narrowed to an agreement or a location (whose location breakdown is the
 * raised counts' locationid).
 */
export const addFromRollup = Effect.fn("addFromRollup")(function* (
  counts: ServiceCounts,
  frame: InsightsFrame,
  fromWeek: Date,
  toWeek: Date,
) {
  const inFrame: SQL = sql`${frameCondition(frame, "r")} AND ${inWeeks("r.week", { from: fromWeek, to: toWeek })}`
  const raised = weeklyTable(frame, "ticket_raised_weekly", "ticket_place_raised_weekly")
  const byLocation = weeklyTable(frame, "ticket_raised_location_weekly", "ticket_place_raised_weekly")
  const byModel = weeklyTable(frame, "ticket_raised_model_weekly", "ticket_place_model_weekly")
  const completed = weeklyTable(frame, "ticket_completed_weekly", "ticket_place_completed_weekly")
  const rows = yield* queryRows(
    rollupRow,
    // Both breakdowns of the raised tickets in one pass over the aggregate (GROUPING SETS).
    sql`SELECT CASE WHEN GROUPING(r.week) = 1 THEN 'g' ELSE 'w' END AS k, r.severitylevel, r.ticketstatus,
          to_char(r.week, 'YYYY-MM-DD') AS key, sum(r.n)::int AS n, NULL::float8 AS hours
          FROM ${raised} r WHERE ${inFrame}
          GROUP BY GROUPING SETS ((r.severitylevel, r.ticketstatus), (r.week))
        UNION ALL
        SELECT 'l', NULL, NULL, r.locationid::text, sum(r.n)::int, NULL
          FROM ${byLocation} r WHERE ${inFrame} AND r.locationid IS NOT NULL
          GROUP BY r.locationid
        UNION ALL
        SELECT 'm', NULL, NULL, r.model, sum(r.n)::int, NULL
          FROM ${byModel} r WHERE ${inFrame} AND r.model IS NOT NULL GROUP BY r.model
        UNION ALL
        SELECT 'c', NULL, NULL, to_char(r.week, 'YYYY-MM-DD'), sum(r.n)::int, sum(r.hours)::float8
          FROM ${completed} r WHERE ${inFrame} GROUP BY r.week`,
  )
  for (const r of rows) {
    if (r.n === 0) continue
    if (r.k === "g") addGroup(counts, r.severitylevel, r.ticketstatus!, r.n)
    else if (r.k === "w") add(counts.openedWeeks, r.key!, r.n)
    else if (r.k === "l") add(counts.byLocation, Number(r.key), r.n)
    else if (r.k === "m") add(counts.byModel, r.key!, r.n)
    else {
      add(counts.closedWeeks, r.key!, r.n)
      counts.closed += r.n
      counts.closedHours += r.hours ?? 0
    }
  }
})

/** Open tickets now (not bound to the period): from the aggregate unless narrowed further. */
export const openTickets = Effect.fn("openTickets")(function* (frame: InsightsFrame) {
  const [open] = yield* queryRows(
    { n: computed<number>() },
    isNarrowed(frame)
      ? sql`SELECT count(*)::int AS n FROM tickets t WHERE ${frameCondition(frame, "t")} AND t.ticketstatus = 'O'`
      : sql`SELECT coalesce(sum(r.n), 0)::int AS n FROM ticket_raised_weekly r
            WHERE ${scopeCondition(frame.scope, "r.companyid")} AND r.ticketstatus = 'O'`,
  )
  return open?.n ?? 0
})

/** The counted figures of the frame's period (see periodParts). */
export const serviceCounts = Effect.fn("serviceCounts")(function* (frame: InsightsFrame) {
  const counts = emptyCounts()
  const parts = periodParts(frame)
  for (const [from, to] of parts.ranges) yield* addFromTickets(counts, frame, from, to)
  if (parts.weeks) yield* addFromRollup(counts, frame, parts.weeks.from, parts.weeks.to)
  return counts
})
