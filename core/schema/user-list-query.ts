import { requestKey } from "../domain/lists/request-reuse.ts"
import { trimSearch } from "../domain/lists/search.ts"
import { MAX_PAGE_SIZE, pageOffset } from "../domain/lists/paging.ts"
import {
  DEFAULT_USER_PAGE_SIZE,
  DEFAULT_USER_SORT,
  USER_LIST_FIELDS,
  USER_SEARCH_FIELDS,
  USER_SORT_FIELDS,
  type UserListParams,
} from "../domain/users/list-url.ts"
import { Schema } from "effect"
import { codes, ids } from "./list-query-filters.ts"
import { type ListFieldSet, listQuerySchema } from "./list-query.schema.ts"

/**
 * The user list's field set (GET /v1/users, GET /v1/users/admin; spec section 7): paging `os`/`pl`,
 * sort `st`, the `useractive` filter `(1)` or `(0)`, `companyid` (which only narrows: a company
 * admin's list stays its own company), searches `field(*)`.
 */
export const USER_LIST_QUERY = {
  listFields: USER_LIST_FIELDS,
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_USER_SORT.sort, direction: DEFAULT_USER_SORT.sortDirection },
  searchFields: USER_SEARCH_FIELDS,
  filters: { useractive: codes(["1", "0"] as const), companyid: ids },
  pageSize: { default: DEFAULT_USER_PAGE_SIZE, max: MAX_PAGE_SIZE },
} as const satisfies ListFieldSet

export const UserListQuery = listQuerySchema(USER_LIST_QUERY)
export type UserListQuery = typeof UserListQuery.Type

/** List state to the GET /v1/users query: the page, the sort, the status and the trimmed search. */
export const buildUserListQuery = (state: UserListParams): UserListQuery => {
  const term = trimSearch(state.search)
  return {
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    sort: { field: state.sort, direction: state.sortDirection },
    fields: USER_LIST_FIELDS,
    filters: state.active === "all" ? {} : { useractive: [state.active] },
    searches: term.length > 0 ? USER_SEARCH_FIELDS.map((field) => ({ field, term })) : [],
  }
}

const encodeUserListQuery = Schema.encodeSync(UserListQuery)

/** The cache key of a user list request: its query as sent. */
export const userListRequestKey = (query: UserListQuery): string => requestKey(encodeUserListQuery(query))
