import {
  type EquipmentListFilters,
  type EquipmentListParams,
  parseEquipmentListUrl,
} from "../../domain/equipment/list-url.ts"
import type { EquipmentColumn, EquipmentSortField } from "../../domain/equipment/fields.ts"
import { agreementsOfAccount, locationsOfAccount } from "../../domain/equipment/agreement-choices.ts"
import type { EquipmentFilterOptions } from "./equipment-list.context.ts"
import type { UrlParams } from "../../domain/lists/url-codec.ts"
import {
  isPagingEvent,
  type ListRequestEvent,
  nextPagedParams,
  type PagingEvent,
} from "../shared/paged-list.ts"

/** Events of the equipment list; pages in events are zero-based. */
export type EquipmentListEvent =
  | { readonly type: "list.urlChange"; readonly params: UrlParams }
  | ListRequestEvent
  | PagingEvent<EquipmentSortField>
  | { readonly type: "list.filterChange"; readonly filters: Partial<EquipmentListFilters> }
  | { readonly type: "columns.change"; readonly columns: ReadonlyArray<EquipmentColumn> }
  /** A filter that offers the choices is about to open (hovered, focused or pressed): load them. */
  | { readonly type: "list.optionsWanted" }

/** Just the list parameters of a list state. */
export const equipmentParamsOf = (s: EquipmentListParams): EquipmentListParams => ({
  page: s.page,
  pageSize: s.pageSize,
  sort: s.sort,
  sortDirection: s.sortDirection,
  search: s.search,
  filters: s.filters,
})

/**
 * The list parameters after an event (pure): the ticket list's rules. Sort, search, filter and page
 * size changes go back to the first page; paging stays within the known count.
 */
export const nextEquipmentListParams = (
  state: EquipmentListParams & { readonly count: number },
  event: EquipmentListEvent,
): EquipmentListParams => {
  const params = equipmentParamsOf(state)
  if (isPagingEvent<EquipmentSortField>(event)) return nextPagedParams(params, state.count, event)
  switch (event.type) {
    case "list.urlChange":
      return parseEquipmentListUrl(event.params, params)
    case "list.filterChange":
      return { ...params, filters: { ...params.filters, ...event.filters }, page: 0 }
    default:
      return params
  }
}

/**
 * The parameters after an event, with a newly chosen account keeping only its own chosen agreements
 * and locations (issue 12): what the machine assigns.
 */
export const nextEquipmentListState = (
  state: EquipmentListParams & { readonly count: number; readonly options: EquipmentFilterOptions | null },
  event: EquipmentListEvent,
): EquipmentListParams => {
  const next = nextEquipmentListParams(state, event)
  if (event.type !== "list.filterChange") return next
  const { filters } = next
  return {
    ...next,
    filters: {
      ...filters,
      agreements: agreementsOfAccount(filters.agreements, state.options?.agreements ?? null, filters.account),
      locations: locationsOfAccount(filters.locations, state.options, filters.account),
    },
  }
}
