import { assign, setup } from "xstate"
import { lastPage } from "../../domain/lists/paging.ts"
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from "../../domain/users/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { User } from "../../schema/user.ts"
import type { UserList } from "../../schema/user-admin.ts"
import { buildUserListQuery, type UserListQuery, userListRequestKey } from "../../schema/user-list-query.ts"
import { NO_RESULTS, type PagedResults, pagedListGuards } from "../shared/paged-list.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
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
export const userListMachine = setup({
  types: {} as { context: UserListContext; events: UserListEvent; input: UserListInput | undefined },
  actors: { fetchPage },
  delays: { searchDebounce: USER_SEARCH_DEBOUNCE_MS },
  guards: pagedListGuards((context: UserListContext) => userListRequestKey(buildUserListQuery(context))),
  actions: {
    assignParams: assign(({ context, event }) => nextUserListParams(context, event)),
    assignForce: assign({ force: ({ event }) => event.type === "list.refresh" && event.force === true }),
    clampPage: assign({ page: ({ context }) => lastPage(context.count, context.pageSize) }),
  },
}).createMachine({
  id: "userList",
  context: ({ input }) => ({
    ...DEFAULT_USER_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
  }),
  initial: "none",
  on: {
    "list.load": { target: ".checking" },
    "list.refresh": { target: ".checking", actions: "assignForce" },
    "list.searchChange": { target: ".debouncing", reenter: true, actions: "assignParams" },
    "list.urlChange": { target: ".checking", actions: "assignParams" },
    "list.pageNext": { target: ".checking", actions: "assignParams" },
    "list.pagePrev": { target: ".checking", actions: "assignParams" },
    "list.pageSet": { target: ".checking", actions: "assignParams" },
    "list.pageSizeChange": { target: ".checking", actions: "assignParams" },
    "list.sortChange": { target: ".checking", actions: "assignParams" },
    "list.statusChange": { target: ".checking", actions: "assignParams" },
  },
  states: {
    none: { entry: assign({ requestStatus: "none" }) },
    error: { entry: assign({ requestStatus: "error" }) },
    debouncing: { after: { searchDebounce: { target: "checking" } } },
    checking: {
      always: [{ guard: "canReuseResult", target: "none" }, { target: "loading" }],
    },
    loading: {
      entry: assign(({ context }) => ({
        requestStatus: "loading" as const,
        lastRequest: userListRequestKey(buildUserListQuery(context)),
        force: false,
        error: null,
      })),
      invoke: {
        src: "fetchPage",
        input: ({ context }) => ({ query: buildUserListQuery(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.count > 0 && event.output.items.length === 0,
            target: "clamping",
            actions: assign({ count: ({ event }) => event.output.count }),
          },
          {
            target: "none",
            actions: assign({
              results: ({ event }) => event.output.items,
              count: ({ event }) => event.output.count,
            }),
          },
        ],
        onError: { target: "error", actions: assign({ error: ({ event }) => failureOf(fetchPage, event) }) },
      },
    },
    /** A page past the end (an old URL) came back empty: go to the last page and ask again. */
    clamping: {
      always: [
        { guard: "isPageBeyondEnd", target: "checking", actions: "clampPage" },
        { target: "none", actions: assign({ results: [] }) },
      ],
    },
  },
})
