import { parseCompleteDateRange } from "../../../core/domain/dates/range.ts"
import { MAX_PAGE_SIZE } from "../../../core/domain/lists/paging.ts"
import { DEFAULT_TICKET_SORT, TICKET_SORT_FIELDS } from "../../../core/domain/tickets/sort.ts"
import type { UrlParams } from "../../../core/domain/lists/url-codec.ts"
import { usageError } from "../../runtime/cli-errors.ts"

/** The ticket filters as options, named like the `/tickets` URL parameters. */
export interface TicketFilterOptions {
  readonly status?: string | undefined
  readonly search?: string | undefined
  readonly sort?: string | undefined
  readonly direction?: string | undefined
  readonly agreements?: string | undefined
  readonly locations?: string | undefined
  readonly equipment?: string | undefined
  readonly contactname?: string | undefined
  readonly calldate?: string | undefined
  readonly completeddate?: string | undefined
}

export interface TicketListOptions extends TicketFilterOptions {
  readonly page?: string | undefined
  readonly pageSize?: string | undefined
}

const wholeNumber = (option: string, value: string, max: number): string => {
  const n = Number(value.trim())
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw usageError(`${option} must be a whole number from 1 to ${max}, got '${value}'`)
  return String(n)
}

const idList = (option: string, value: string): string => {
  const parts = value.split(",").map((part) => part.trim())
  if (parts.some((part) => !/^[1-9]\d*$/.test(part)))
    throw usageError(`${option} must be ticket-list ids separated by commas, like 12,15; got '${value}'`)
  return parts.join(",")
}

const textList = (option: string, value: string): string => {
  const parts = value.split(",").map((part) => part.trim())
  if (parts.some((part) => part === ""))
    throw usageError(`${option} must be values separated by commas, with none empty; got '${value}'`)
  return parts.join(",")
}

const dateRange = (option: string, value: string): string => {
  const range = parseCompleteDateRange(value)
  if (range === undefined)
    throw usageError(
      `${option} must be start:end with ISO dates, start not after end (e.g. 2026-01-01:2026-03-31); got '${value}'`,
    )
  return `${range.start}:${range.end}`
}

const oneOf = (option: string, value: string, allowed: ReadonlyArray<string>): string => {
  if (!allowed.includes(value))
    throw usageError(`${option} must be one of ${allowed.join(", ")}; got '${value}'`)
  return value
}

/**
 * Checks the options strictly (a terminal user gets an error, where a hand-edited URL falls back)
 * and turns them into the `/tickets` URL parameters the list machine reads, so the CLI goes through
 * the same URL rules as the UI. `--status all` is the URL's absent status.
 */
export const toTicketUrlParams = (options: TicketListOptions): UrlParams => {
  const out: Record<string, string> = {}
  const set = (key: string, value: string | undefined, check: (v: string) => string) => {
    if (value !== undefined) out[key] = check(value)
  }
  set("status", options.status, (v) => oneOf("--status", v, ["all", "open", "closed"]))
  if (out.status === "all") delete out.status
  set("search", options.search, (v) => v.trim())
  set("sort", options.sort, (v) => oneOf("--sort", v, TICKET_SORT_FIELDS))
  set("sortDirection", options.direction, (v) => oneOf("--direction", v, ["asc", "desc"]))
  // The URL ignores a direction without a sort field; on the terminal it means "by ticket id".
  if (out.sortDirection !== undefined && out.sort === undefined) out.sort = DEFAULT_TICKET_SORT.sort
  set("page", options.page, (v) => wholeNumber("--page", v, Number.MAX_SAFE_INTEGER))
  set("pageSize", options.pageSize, (v) => wholeNumber("--page-size", v, MAX_PAGE_SIZE))
  set("agreements", options.agreements, (v) => idList("--agreements", v))
  set("locations", options.locations, (v) => idList("--locations", v))
  set("equipment", options.equipment, (v) => textList("--equipment", v))
  set("contactname", options.contactname, (v) => textList("--contactname", v))
  set("calldate", options.calldate, (v) => dateRange("--calldate", v))
  set("completeddate", options.completeddate, (v) => dateRange("--completeddate", v))
  return out
}

/** A ticket id argument: a positive whole number. */
export const parseTicketId = (value: string): number => {
  if (!/^\s*[1-9]\d*\s*$/.test(value))
    throw usageError(`the ticket id must be a positive whole number, got '${value}'`)
  return Number(value)
}
