import type { UrlParams } from "../../../core/domain/lists/url-codec.ts"
import { TICKET_LIST_URL } from "../../../core/domain/tickets/list-url.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { pagingParams, setField } from "../shared/list-options.ts"

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
  /** "My tickets": raised by you or naming you as contact. */
  readonly mine?: boolean | undefined
}

export interface TicketListOptions extends TicketFilterOptions {
  readonly page?: string | undefined
  readonly pageSize?: string | undefined
}

/**
 * Checks the options strictly (a terminal user gets an error, where a hand-edited URL falls back)
 * and turns them into the `/tickets` URL parameters the list machine reads, so the CLI goes through
 * the same URL rules as the UI. `--status all` is the URL's absent status.
 */
export const toTicketUrlParams = (options: TicketListOptions): UrlParams => {
  const { head, filters } = TICKET_LIST_URL.fields
  const out = pagingParams(TICKET_LIST_URL.fields, options)
  setField(out, "--status", head.status, options.status)
  if (out.status === "all") delete out.status
  const ids = "ticket-list ids separated by commas, like 12,15"
  const texts = "values separated by commas, with none empty"
  setField(out, "--agreements", filters.agreements, options.agreements, ids)
  setField(out, "--locations", filters.locations, options.locations, ids)
  setField(out, "--equipment", filters.equipment, options.equipment, texts)
  setField(out, "--contactname", filters.contactname, options.contactname, texts)
  setField(out, "--calldate", filters.calldate, options.calldate)
  setField(out, "--completeddate", filters.completeddate, options.completeddate)
  if (options.mine === true) out[filters.mine.key] = "1"
  return out
}

/** A ticket id argument: a positive whole number. */
export const parseTicketId = (value: string): number => {
  if (!/^\s*[1-9]\d*\s*$/.test(value))
    throw usageError(`the ticket id must be a positive whole number, got '${value}'`)
  return Number(value)
}
