import { setup } from "xstate"
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from "../../domain/users/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { User } from "../../schema/user.ts"
import type { UserList } from "../../schema/user-admin.ts"
import { buildUserListQuery, type UserListQuery, userListRequestKey } from "../../schema/user-list-query.ts"
import { NO_RESULTS, type PagedResults } from "../shared/paged-list.ts"
import { pagedList } from "../shared/paged-list.chart.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import { nextUserListParams, type UserListEvent } from "./user-list.events.ts"

export type { UserListEvent } from "./user-list.events.ts"

/** Failures of GET /v1/users. */
export type UserListFailure = EndpointFailure<"users", "list">

/** The parameters and the last request (its key: `userListRequestKey`). */
export interface UserListContext extends UserListParams, PagedResults<User, UserListFailure> {}

export interface UserListInput {
  readonly params?: Partial<UserListParams>
}

/** Input of `fetchPage`: the GET /v1/users query. */
export interface FetchUsersInput {
  readonly query: UserListQuery
}

/** Debounce of search typing (spec section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 300

const fetchPage = providedByRuntime<UserList, FetchUsersInput, UserListFailure>("fetchPage")

/**
 * User list (spec section 4): URL and user events change the parameters (page size 24, first name
 * ascending, status all / 1 / 0), then a request is sent unless the cached result can be reused
 * (same request, results held, status none, no force). It rests in none or error.
 */
const list = pagedList({
  queryOf: (context: UserListContext) => buildUserListQuery(context),
  requestKeyOf: userListRequestKey,
  nextParams: nextUserListParams,
  paramEvents: ["list.statusChange"],
  fetchPage,
})

export const userListMachine = setup({
  types: {} as { context: UserListContext; events: UserListEvent; input: UserListInput | undefined },
  actors: { fetchPage },
  delays: { searchDebounce: USER_SEARCH_DEBOUNCE_MS },
  guards: list.guards,
  actions: list.actions,
}).createMachine({
  id: "userList",
  context: ({ input }) => ({
    ...DEFAULT_USER_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
  }),
  ...list.chart,
})
