import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"

/**
 * Most matches a list may have to be read filter-first: every match found through the filter's own
 * index, then sorted, instead of walking the sort order's index until a page of matches turns up.
 * 20,000 matches cost a few milliseconds to collect and sort (their ids and sort keys); past that,
 * matches are dense enough that the sort order's index finds a page quickly.
 */
export const FILTER_FIRST_MAX_MATCHES = 20_000

/**
 * True when a list page should be read filter-first. The planner estimates how far it must walk the
 * sort order's index as if the matches were spread evenly over it; a date range is not: its tickets
 * sit together in id and activity order, so June's 11,178 Acme tickets at a million tickets were
 * found after skipping 280,899 newer rows in ticket id order (3 s cold, 318 ms warm). Filter-first
 * read the same page through (companyid, createddateutc) in 9 ms. Only a filter other than status
 * and few matches qualify: a status tab's matches are dense, and a search alone keeps its ordered
 * plan, which reads candidates from the trigram index in list order and stops after a page (a
 * common term matches thousands of tickets that filter-first would all collect).
 */
export const isFilterFirst = (q: TicketFilterQuery, matches: number): boolean =>
  matches <= FILTER_FIRST_MAX_MATCHES &&
  Object.entries(q.filters).some(([field, value]) => field !== "ticketstatus" && value !== undefined)
