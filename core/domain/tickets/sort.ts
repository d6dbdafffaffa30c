import { type ListSort, parseSort } from "../lists/sort.ts"
import type { TicketListField } from "./fields.ts"

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

export type TicketSort = ListSort<TicketSortField>

/** Fallback for an unknown sort: ticketid descending. */
export const DEFAULT_TICKET_SORT: TicketSort = { sort: "ticketid", sortDirection: "desc" }

export const isTicketSortField = (value: unknown): value is TicketSortField =>
  typeof value === "string" && (TICKET_SORT_FIELDS as ReadonlyArray<string>).includes(value)

/** From URL values: an unknown sort falls back to ticketid descending; any direction but "asc" is descending. */
export const parseTicketSort = (sort: unknown, direction: unknown): TicketSort =>
  parseSort(TICKET_SORT_FIELDS, DEFAULT_TICKET_SORT, "desc", sort, direction)
