import {
  type EquipmentListFilters,
  type EquipmentListParams,
  parseEquipmentListUrl,
} from "../../domain/equipment/list-url.ts"
import type { EquipmentColumn, EquipmentSortField } from "../../domain/equipment/fields.ts"
import type { UrlParams } from "../../domain/tickets/list-url.ts"
import { clampPage, nextPage, prevPage } from "../../domain/tickets/paging.ts"
import { toggleSort } from "../../domain/tickets/sort.ts"

/** Events of the equipment list; pages in events are zero-based. */
export type EquipmentListEvent =
  | { readonly type: "list.urlChange"; readonly params: UrlParams }
  | { readonly type: "list.load" }
  | { readonly type: "list.refresh"; readonly force?: boolean }
  | { readonly type: "list.pageNext" }
  | { readonly type: "list.pagePrev" }
  | { readonly type: "list.pageSet"; readonly page: number }
  | { readonly type: "list.pageSizeChange"; readonly pageSize: number }
  | { readonly type: "list.sortChange"; readonly field: EquipmentSortField }
  | { readonly type: "list.searchChange"; readonly search: string }
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
  switch (event.type) {
    case "list.urlChange":
      return parseEquipmentListUrl(event.params, params)
    case "list.pageNext":
      return { ...params, page: nextPage(state.page, state.count, state.pageSize) }
    case "list.pagePrev":
      return { ...params, page: prevPage(state.page, state.count, state.pageSize) }
    case "list.pageSet":
      return { ...params, page: clampPage(event.page, state.count, state.pageSize) }
    case "list.pageSizeChange":
      return event.pageSize > 0 ? { ...params, pageSize: event.pageSize, page: 0 } : params
    case "list.sortChange":
      return { ...params, ...toggleSort(params, event.field), page: 0 }
    case "list.searchChange":
      return { ...params, search: event.search, page: 0 }
    case "list.filterChange":
      return { ...params, filters: { ...params.filters, ...event.filters }, page: 0 }
    default:
      return params
  }
}
