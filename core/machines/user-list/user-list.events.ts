import type { UrlParams } from "../../domain/tickets/list-url.ts"
import { clampPage, nextPage, prevPage } from "../../domain/tickets/paging.ts"
import { toggleSort } from "../../domain/tickets/sort.ts"
import {
  parseUserListUrl,
  parseUserStatus,
  type UserListParams,
  type UserSortField,
  type UserStatusFilter,
} from "../../domain/users/list-url.ts"

/** Events of the user list; pages in events are zero-based. */
export type UserListEvent =
  | { readonly type: "list.urlChange"; readonly params: UrlParams }
  | { readonly type: "list.load" }
  | { readonly type: "list.refresh"; readonly force?: boolean }
  | { readonly type: "list.pageNext" }
  | { readonly type: "list.pagePrev" }
  | { readonly type: "list.pageSet"; readonly page: number }
  | { readonly type: "list.pageSizeChange"; readonly pageSize: number }
  | { readonly type: "list.sortChange"; readonly field: UserSortField }
  | { readonly type: "list.statusChange"; readonly active: UserStatusFilter | string }
  | { readonly type: "list.searchChange"; readonly search: string }

/** Just the list parameters of a list state. */
export const userParamsOf = (s: UserListParams): UserListParams => ({
  page: s.page,
  pageSize: s.pageSize,
  sort: s.sort,
  sortDirection: s.sortDirection,
  active: s.active,
  search: s.search,
})

/**
 * The list parameters after an event (pure; the machine assigns the result). Sort, status, search
 * and page size changes go back to the first page; paging stays within the known count; an unknown
 * status becomes all.
 */
export const nextUserListParams = (
  state: UserListParams & { readonly count: number },
  event: UserListEvent,
): UserListParams => {
  const params = userParamsOf(state)
  switch (event.type) {
    case "list.urlChange":
      return parseUserListUrl(event.params, params)
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
    case "list.statusChange":
      return { ...params, active: parseUserStatus(event.active), page: 0 }
    case "list.searchChange":
      return { ...params, search: event.search, page: 0 }
    default:
      return params
  }
}
