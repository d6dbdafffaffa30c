import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { DEFAULT_PERIOD_MONTHS, parsePeriod, periodFromSetting } from "../../core/domain/insights/period.ts"
import { NotFound } from "../../core/schema/errors.ts"
import type { InsightsPeriod } from "../../core/schema/insights.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { agreements, locations } from "../db/schema.ts"
import { queryRows } from "../services.ts"
import { agreementNotFound } from "../shell/agreement-store.ts"

/** What every insights query is narrowed to: the scope, an agreement and a location, a period. */
export interface InsightsFrame {
  readonly scope: CompanyScope
  readonly agreementid: number | undefined
  readonly locationid: number | undefined
  readonly period: InsightsPeriod
  readonly start: Date
  readonly end: Date
}

export interface InsightsRequest {
  readonly period?: string | undefined
  readonly agreementid?: number | undefined
  readonly locationid?: number | undefined
}

const locationNotFound = (locationid: number) =>
  new NotFound({ message: `Location ${locationid} was not found` })

/** `months` before `end`, on the calendar (UTC): 31 May less 3 months is 28 or 29 February. */
export const periodStart = (end: Date, months: number): Date =>
  new Date(
    Temporal.Instant.fromEpochMilliseconds(end.getTime())
      .toZonedDateTimeISO("UTC")
      .subtract({ months })
      .toInstant().epochMilliseconds,
  )

/** The company whose TicketHistoryMonths sets the default period: the one the call is about. */
const settingCompany = (scope: CompanyScope, companyOfNarrowing: number | undefined) =>
  companyOfNarrowing ?? (!scope.all && scope.companyIds.length === 1 ? scope.companyIds[0] : undefined)

/**
 * Resolves a call's frame: an agreement or location outside the scope answers 404 like a missing
 * one (ids of others stay hidden); without a period the company's setting applies (3 months when
 * the scope is several companies).
 */
export const resolveFrame = Effect.fn("resolveFrame")(function* (
  scope: CompanyScope,
  request: InsightsRequest,
  now: Date = new Date(),
) {
  let company: number | undefined
  if (request.agreementid !== undefined) {
    const [row] = yield* queryRows(
      { companyid: agreements.companyid },
      sql`SELECT companyid FROM agreements WHERE agreementid = ${request.agreementid}
          AND ${scopeCondition(scope, "companyid")}`,
    )
    if (!row) return yield* agreementNotFound(request.agreementid)
    company = row.companyid
  }
  if (request.locationid !== undefined) {
    const [row] = yield* queryRows(
      { companyid: locations.companyid },
      sql`SELECT companyid FROM locations WHERE locationid = ${request.locationid}
          AND ${scopeCondition(scope, "companyid")}`,
    )
    if (!row) return yield* locationNotFound(request.locationid)
    company ??= row.companyid
  }
  const requested = parsePeriod(request.period)
  let months = requested ?? DEFAULT_PERIOD_MONTHS
  const settingOf = settingCompany(scope, company)
  if (requested === undefined && settingOf !== undefined) {
    const [row] = yield* queryRows(
      { months: computed<unknown>() },
      sql`SELECT settings -> 'TicketHistoryMonths' AS months FROM companies WHERE companyid = ${settingOf}`,
    )
    months = periodFromSetting(row?.months)
  }
  const start = periodStart(now, months)
  return {
    scope,
    agreementid: request.agreementid,
    locationid: request.locationid,
    start,
    end: now,
    period: {
      months,
      start: start.toISOString(),
      end: now.toISOString(),
      isDefault: requested === undefined,
    },
  } satisfies InsightsFrame
})

/**
 * The frame's condition on rows of `alias` (a trusted table alias with companyid, agreementid and
 * locationid columns: tickets, equipment).
 */
export const frameCondition = (frame: InsightsFrame, alias: string): SQL => {
  const parts = [scopeCondition(frame.scope, `${alias}.companyid`)]
  if (frame.agreementid !== undefined) parts.push(sql`${sql.raw(alias)}.agreementid = ${frame.agreementid}`)
  if (frame.locationid !== undefined) parts.push(sql`${sql.raw(alias)}.locationid = ${frame.locationid}`)
  return sql.join(parts, sql` AND `)
}

/** Whether the frame is narrowed to an agreement or a location, not by scope alone. */
export const isNarrowed = (frame: InsightsFrame): boolean =>
  frame.agreementid !== undefined || frame.locationid !== undefined

/**
 * The weekly aggregate a frame's whole weeks are read from: the per-company one, or for a frame
 * narrowed to an agreement or a location the same per place (migration 0043). Both have companyid,
 * and the place ones agreementid and locationid, so `frameCondition` selects their rows.
 */
export const weeklyTable = (frame: InsightsFrame, perCompany: string, perPlace: string): SQL =>
  sql.raw(isNarrowed(frame) ? perPlace : perCompany)
