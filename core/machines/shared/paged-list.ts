import { canReuseResult } from "../../domain/lists/request-reuse.ts"
import { clampPage, lastPage, nextPage, prevPage } from "../../domain/lists/paging.ts"
import { type SortDirection, toggleSort } from "../../domain/lists/sort.ts"

/**
 * What the paged lists (tickets, users, equipment) share: the paging events and their rules, what a
 * list keeps of its last request, and the guards of its request states. Each list adds its own
 * events (URL, status, filters) and its own request key.
 */

/** The paging events every list handles alike; pages are zero-based. */
export type PagingEvent<F extends string> =
  | { readonly type: "list.pageNext" }
  | { readonly type: "list.pagePrev" }
  | { readonly type: "list.pageSet"; readonly page: number }
  | { readonly type: "list.pageSizeChange"; readonly pageSize: number }
  | { readonly type: "list.sortChange"; readonly field: F }
  | { readonly type: "list.searchChange"; readonly search: string }

/** The request events every list handles alike (load once, refresh with or without the cache). */
export type ListRequestEvent =
  | { readonly type: "list.load" }
  | { readonly type: "list.refresh"; readonly force?: boolean }

const PAGING_EVENTS: ReadonlySet<string> = new Set<PagingEvent<string>["type"]>([
  "list.pageNext",
  "list.pagePrev",
  "list.pageSet",
  "list.pageSizeChange",
  "list.sortChange",
  "list.searchChange",
])

export const isPagingEvent = <F extends string>(event: { readonly type: string }): event is PagingEvent<F> =>
  PAGING_EVENTS.has(event.type)

/** The parameters the paging events change. */
export interface PagedParams<F extends string> {
  readonly page: number
  readonly pageSize: number
  readonly sort: F
  readonly sortDirection: SortDirection
  readonly search: string
}

/**
 * The parameters after a paging event (pure): paging stays within the known count; sort, search
 * and page size changes go back to the first page; a page size below 1 changes nothing.
 */
export const nextPagedParams = <F extends string, P extends PagedParams<F>>(
  params: P,
  count: number,
  event: PagingEvent<F>,
): P => {
  switch (event.type) {
    case "list.pageNext":
      return { ...params, page: nextPage(params.page, count, params.pageSize) }
    case "list.pagePrev":
      return { ...params, page: prevPage(params.page, count, params.pageSize) }
    case "list.pageSet":
      return { ...params, page: clampPage(event.page, count, params.pageSize) }
    case "list.pageSizeChange":
      return event.pageSize > 0 ? { ...params, pageSize: event.pageSize, page: 0 } : params
    case "list.sortChange":
      return { ...params, ...toggleSort(params, event.field), page: 0 }
    case "list.searchChange":
      return { ...params, search: event.search, page: 0 }
  }
}

/** What a list keeps of its last request besides the parameters. */
export interface PagedResults<Item, Failure> {
  readonly count: number
  readonly results: ReadonlyArray<Item> | null
  readonly requestStatus: "none" | "loading" | "error"
  /** Key of the last request sent: equal keys ask for the same page. */
  readonly lastRequest: string | null
  /** Why the last request failed; faces map it to text. */
  readonly error: Failure | null
  readonly force: boolean
}

/** A list before its first request. */
export const NO_RESULTS = {
  count: 0,
  results: null,
  requestStatus: "none",
  lastRequest: null,
  error: null,
  force: false,
} as const satisfies PagedResults<never, never>

type PagedContext = PagedParams<string> & PagedResults<unknown, unknown>

/**
 * The guards of a list's request states, given how its context becomes a request key:
 * `canReuseResult` (the skip rule of spec section 4) and `isPageBeyondEnd` (a page past the last
 * one, e.g. from an old URL, is clamped and asked again).
 */
export const pagedListGuards = <C extends PagedContext>(requestKeyOf: (context: C) => string) => ({
  canReuseResult: ({ context }: { readonly context: C }) =>
    canReuseResult(
      {
        lastRequest: context.lastRequest,
        hasResults: context.results !== null,
        requestStatus: context.requestStatus,
      },
      requestKeyOf(context),
      context.force,
    ),
  isPageBeyondEnd: ({ context }: { readonly context: C }) =>
    context.count > 0 && context.page > lastPage(context.count, context.pageSize),
})
