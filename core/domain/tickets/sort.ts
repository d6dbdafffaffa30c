import type { TicketListField } from "./fields.ts"

/** Sort directions of any list: ascending is sent without prefix, descending with a minus. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** Columns the ticket list may be sorted by. */
export const TICKET_SORT_FIELDS = [
  "ticketid",
  "createddateutc",
  "completeddateutc",
  "modifieddateutc",
  "ticketstatus",
  "severitylevel",
  "problem",
  "contactname",
  "customername",
  "agreementid",
  "locationname",
  "equipment",
  "modelnumber",
  "serialnumber",
  "customerreferenceid",
  "employeename",
  "latestactivitydate",
] as const satisfies ReadonlyArray<TicketListField>
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number]

export interface TicketSort {
  readonly sort: TicketSortField
  readonly sortDirection: SortDirection
}

/** Fallback for an unknown sort: ticketid descending. */
export const DEFAULT_TICKET_SORT: TicketSort = { sort: "ticketid", sortDirection: "desc" }

export const isTicketSortField = (value: unknown): value is TicketSortField =>
  typeof value === "string" && (TICKET_SORT_FIELDS as ReadonlyArray<string>).includes(value)

/** Any direction other than ascending becomes descending. */
export const parseSortDirection = (value: unknown): SortDirection => (value === "asc" ? "asc" : "desc")

/** From URL values: an unknown sort falls back to ticketid descending. */
export const parseTicketSort = (sort: unknown, direction: unknown): TicketSort =>
  isTicketSortField(sort) ? { sort, sortDirection: parseSortDirection(direction) } : DEFAULT_TICKET_SORT

/** Clicking the same field toggles direction; a new field starts ascending. */
export const toggleSort = <F extends string>(
  current: { readonly sort: F; readonly sortDirection: SortDirection },
  field: F,
): { sort: F; sortDirection: SortDirection } =>
  current.sort === field
    ? { sort: field, sortDirection: current.sortDirection === "asc" ? "desc" : "asc" }
    : { sort: field, sortDirection: "asc" }
