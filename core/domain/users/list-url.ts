import { PAGE_SIZES } from "../constants.ts"
import { trimSearch, type UrlParams } from "../tickets/list-url.ts"
import { pageFromUrl, pageSizeFromUrl, pageToUrl } from "../tickets/paging.ts"
import type { SortDirection } from "../tickets/sort.ts"

/** Columns of the user list (spec section 3, User). */
export const USER_LIST_FIELDS = [
  "userid",
  "username",
  "email",
  "role",
  "roleid",
  "companyid",
  "companyname",
  "firstname",
  "lastname",
  "phonenumber",
  "phonenumberextension",
  "usercreateddate",
  "useractive",
  "dateLastLoggedInUTC",
] as const
export type UserListField = (typeof USER_LIST_FIELDS)[number]

export const USER_SORT_FIELDS = [
  "firstname",
  "lastname",
  "username",
  "email",
  "role",
  "companyname",
  "usercreateddate",
  "useractive",
  "dateLastLoggedInUTC",
] as const satisfies ReadonlyArray<UserListField>
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

/** The search box looks in these fields (any of them containing the term matches). */
export const USER_SEARCH_FIELDS = ["firstname", "lastname", "username", "email"] as const

/** User list page size 24, sorted by first name ascending (spec section 9). */
export const DEFAULT_USER_PAGE_SIZE = PAGE_SIZES.users
export const DEFAULT_USER_SORT = { sort: "firstname", sortDirection: "asc" } as const satisfies {
  sort: UserSortField
  sortDirection: SortDirection
}

/** Status filter: all, 1 (active), 0 (deactivated). */
export const USER_STATUS_FILTERS = ["all", "1", "0"] as const
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number]

export const USER_STATUS_LABELS: { readonly [S in UserStatusFilter]: string } = {
  all: "All Users",
  "1": "Active",
  "0": "Deactivated",
}

/** Everything the URL holds about the user list; `page` is zero-based. */
export interface UserListParams {
  readonly page: number
  readonly pageSize: number
  readonly sort: UserSortField
  readonly sortDirection: SortDirection
  readonly active: UserStatusFilter
  /** As typed; trimmed when sent or written to the URL. */
  readonly search: string
}

export const DEFAULT_USER_LIST_PARAMS: UserListParams = {
  page: 0,
  pageSize: DEFAULT_USER_PAGE_SIZE,
  ...DEFAULT_USER_SORT,
  active: "all",
  search: "",
}

const isSortField = (value: unknown): value is UserSortField =>
  typeof value === "string" && (USER_SORT_FIELDS as ReadonlyArray<string>).includes(value)

/** Unknown status values become all (spec section 4). */
export const parseUserStatus = (value: unknown): UserStatusFilter =>
  value === "1" || value === "0" ? value : "all"

/** A direction other than descending becomes ascending (the ticket list's opposite). */
export const parseUserSortDirection = (value: unknown): SortDirection => (value === "desc" ? "desc" : "asc")

/** An unknown sort falls back to first name ascending. */
export const parseUserSort = (sort: unknown, direction: unknown) =>
  isSortField(sort) ? { sort, sortDirection: parseUserSortDirection(direction) } : { ...DEFAULT_USER_SORT }

/**
 * URL to list state with the rules of spec section 4: an invalid page becomes 1, page size 24 by
 * default. With `previous`, a page size change resets the page and an equal trimmed search keeps
 * the text as typed.
 */
export const parseUserListUrl = (params: UrlParams, previous?: UserListParams): UserListParams => {
  const pageSize = pageSizeFromUrl(params.pageSize, DEFAULT_USER_PAGE_SIZE)
  const pageSizeChanged = previous !== undefined && previous.pageSize !== pageSize
  const search = trimSearch(params.search)
  return {
    page: pageSizeChanged ? 0 : pageFromUrl(params.page),
    pageSize,
    ...parseUserSort(params.sort, params.sortDirection),
    active: parseUserStatus(params.active),
    search: previous !== undefined && trimSearch(previous.search) === search ? previous.search : search,
  }
}

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const userListUrlParams = (state: UserListParams): Record<string, string> => {
  const out: Record<string, string> = {}
  if (state.page > 0) out.page = pageToUrl(state.page)
  if (state.pageSize !== DEFAULT_USER_PAGE_SIZE) out.pageSize = String(state.pageSize)
  if (state.active !== "all") out.active = state.active
  const search = trimSearch(state.search)
  if (search !== "") out.search = search
  if (state.sort !== DEFAULT_USER_SORT.sort || state.sortDirection !== DEFAULT_USER_SORT.sortDirection) {
    out.sort = state.sort
    out.sortDirection = state.sortDirection
  }
  return out
}

/** Page sizes the user list offers. */
export const USER_PAGE_SIZES = [12, 24, 48, 96] as const
