import { PAGE_SIZES } from "../constants.ts"
import type { SortDirection } from "../lists/sort.ts"
import { listUrlCodec, type UrlParams } from "../lists/url-codec.ts"
import { oneOfField } from "../lists/url-fields.ts"

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

/** The `/users` URL: page size 24, first name ascending (a known field without a direction is ascending). */
export const USER_LIST_URL = listUrlCodec({
  pageSize: DEFAULT_USER_PAGE_SIZE,
  sortFields: USER_SORT_FIELDS,
  defaultSort: DEFAULT_USER_SORT,
  directionFallback: "asc",
  head: { active: oneOfField("active", USER_STATUS_FILTERS, "all") },
  filters: {},
})

export const DEFAULT_USER_LIST_PARAMS: UserListParams = USER_LIST_URL.defaults

/** Unknown status values become all (spec section 4). */
export const parseUserStatus = (value: unknown): UserStatusFilter =>
  USER_LIST_URL.fields.head.active.read(typeof value === "string" ? value : undefined)

/**
 * URL to list state with the rules of spec section 4: an invalid page becomes 1, page size 24 by
 * default. With `previous`, a page size change resets the page and an equal trimmed search keeps
 * the text as typed.
 */
export const parseUserListUrl: (params: UrlParams, previous?: UserListParams) => UserListParams =
  USER_LIST_URL.parse

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const userListUrlParams: (state: UserListParams) => Record<string, string> = USER_LIST_URL.params

/** Page sizes the user list offers. */
export const USER_PAGE_SIZES = [12, 24, 48, 96] as const
