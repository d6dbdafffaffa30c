import { rangeDayOf } from "../dates/range.ts"
import {
  DEFAULT_EQUIPMENT_LIST_PARAMS,
  EMPTY_EQUIPMENT_FILTERS,
  equipmentUrlParams,
} from "../equipment/list-url.ts"
import { DEFAULT_TICKET_LIST_PARAMS, EMPTY_TICKET_FILTERS, toUrlParams } from "../tickets/list-url.ts"
import { listQueryString } from "../lists/query-string.ts"
import type { UrlParams } from "../lists/url-codec.ts"
import { isId } from "../ids.ts"
import { formatPeriod, parsePeriod } from "./period.ts"

/** What the dashboard's URL holds: the period (null: the default) and the narrowing. */
export interface DashboardParams {
  readonly period: number | null
  readonly agreementid: number | null
  readonly locationid: number | null
}

export const DEFAULT_DASHBOARD_PARAMS: DashboardParams = { period: null, agreementid: null, locationid: null }

const positiveId = (value: string | null | undefined): number | null => {
  const n = Number((value ?? "").trim())
  return isId(n) ? n : null
}

/** `/dashboard?period=6m&agreementid=12`: unreadable values fall back to the default (none). */
export const parseDashboardUrl = (params: UrlParams): DashboardParams => ({
  period: parsePeriod(params.period) ?? null,
  agreementid: positiveId(params.agreementid),
  locationid: positiveId(params.locationid),
})

/** Dashboard state to URL parameters; defaults are left out. */
export const dashboardUrlParams = (p: DashboardParams): Record<string, string> => {
  const out: Record<string, string> = {}
  if (p.period !== null) out.period = formatPeriod(p.period)
  if (p.agreementid !== null) out.agreementid = String(p.agreementid)
  if (p.locationid !== null) out.locationid = String(p.locationid)
  return out
}

/** The insights calls' query for the dashboard state. */
export const insightsQueryOf = (p: DashboardParams) => ({
  ...(p.period !== null ? { period: formatPeriod(p.period) } : {}),
  ...(p.agreementid !== null ? { agreementid: p.agreementid } : {}),
  ...(p.locationid !== null ? { locationid: p.locationid } : {}),
})

const query = (params: Record<string, string>) => {
  const text = listQueryString(params)
  return text === "" ? "" : `?${text}`
}

/**
 * The period as the ticket list's call-date range: the days its start and end fall on in the zone
 * the list reads ranges in, so the list counts the tickets the dashboard counted (a UTC date would
 * shift the range by a day in the evening of the home zone).
 */
const callDates = (period: { readonly start: string; readonly end: string }) => ({
  start: rangeDayOf(period.start),
  end: rangeDayOf(period.end),
})

interface Narrowing {
  readonly agreementid: number | null
  readonly period: { readonly start: string; readonly end: string }
}

/**
 * The ticket list filtered to what a dashboard row counts: tickets raised in the period (call date),
 * at a location or on a model (found by search, which covers model numbers), under the agreement
 * the dashboard is narrowed to. Written with the ticket list's own URL rule.
 */
export const ticketListHref = (
  narrowing: Narrowing,
  row: { readonly locationid?: number; readonly modelnumber?: string },
): string =>
  `/tickets${query(
    toUrlParams({
      ...DEFAULT_TICKET_LIST_PARAMS,
      search: row.modelnumber ?? "",
      filters: {
        ...EMPTY_TICKET_FILTERS,
        agreements: narrowing.agreementid !== null ? [narrowing.agreementid] : [],
        locations: row.locationid !== undefined ? [row.locationid] : [],
        calldate: callDates(narrowing.period),
      },
    }),
  )}`

/** The equipment list filtered to a location or a model, written by the equipment list's own URL rule. */
export const equipmentListHref = (
  narrowing: { readonly agreementid: number | null },
  row: { readonly locationid?: number; readonly modelnumber?: string },
): string =>
  `/equipment${query(
    equipmentUrlParams({
      ...DEFAULT_EQUIPMENT_LIST_PARAMS,
      search: row.modelnumber ?? "",
      filters: {
        ...EMPTY_EQUIPMENT_FILTERS,
        agreements: narrowing.agreementid !== null ? [narrowing.agreementid] : [],
        locations: row.locationid !== undefined ? [row.locationid] : [],
      },
    }),
  )}`
