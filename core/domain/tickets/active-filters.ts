import type { TicketListFilters } from "./list-url.ts"
import type { TicketStatusFilter } from "./status.ts"

/**
 * How many filters narrow the ticket list: a status other than all, and each filter with a value
 * (a date range counts once). The Filters button of small screens shows it.
 */
export const activeFilterCount = (status: TicketStatusFilter, filters: TicketListFilters): number =>
  [
    status !== "all",
    filters.agreements.length > 0,
    filters.locations.length > 0,
    filters.equipment.length > 0,
    filters.contactname.length > 0,
    filters.calldate !== null,
    filters.completeddate !== null,
  ].filter(Boolean).length
