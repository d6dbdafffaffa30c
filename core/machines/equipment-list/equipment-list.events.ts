import {
  type EquipmentListFilters,
  type EquipmentListParams,
  parseEquipmentListUrl,
} from "../../domain/equipment/list-url.ts"
import type { EquipmentColumn, EquipmentSortField } from "../../domain/equipment/fields.ts"
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
