import type { UrlParams } from "../../domain/lists/url-codec.ts"
import {
  parseUserListUrl,
  parseUserStatus,
  type UserListParams,
  type UserSortField,
  type UserStatusFilter,
} from "../../domain/users/list-url.ts"
import {
  isPagingEvent,
  type ListRequestEvent,
  nextPagedParams,
  type PagingEvent,
} from "../shared/paged-list.ts"

/** Events of the user list; pages in events are zero-based. */
export type UserListEvent =
  | { readonly type: "list.urlChange"; readonly params: UrlParams }
  | ListRequestEvent
  | PagingEvent<UserSortField>
  | { readonly type: "list.statusChange"; readonly active: UserStatusFilter | string }

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
  if (isPagingEvent<UserSortField>(event)) return nextPagedParams(params, state.count, event)
  switch (event.type) {
    case "list.urlChange":
      return parseUserListUrl(event.params, params)
    case "list.statusChange":
      return { ...params, active: parseUserStatus(event.active), page: 0 }
    default:
      return params
  }
}
