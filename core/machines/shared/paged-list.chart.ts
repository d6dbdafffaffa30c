import { assign, type EventObject } from "xstate"
import { lastPage } from "../../domain/lists/paging.ts"
import { type PagedParams, type PagedResults, pagedListGuards } from "./paged-list.ts"
import { failureOf } from "./provided-by-runtime.ts"

/** What `fetchPage` answers: one page and the count of the whole list. */
export interface PageAnswer<Item> {
  readonly items: ReadonlyArray<Item>
  readonly count: number
}

/** The context every paged list holds: its parameters and what it keeps of its last request. */
export type PagedListContext<Item = unknown, Failure = unknown> = PagedParams<string> &
  PagedResults<Item, Failure>

type ItemOf<C extends PagedListContext> = C["results"] extends ReadonlyArray<infer Item> | null ? Item : never

/** How one list asks for a page; the rest of the chart is the same for every list. */
export interface PagedListSpec<
  C extends PagedListContext,
  E extends EventObject,
  Query,
  ParamEvent extends string,
> {
  /** The parameters after an event: the list's own pure rule (`assignParams`). */
  readonly nextParams: (context: C, event: E) => Partial<C>
  /** The query a context asks for (`fetchPage` gets `{ query }`). */
  readonly queryOf: (context: C) => Query
  /** Equal keys ask for the same page: the cached result is reused (spec section 4). */
  readonly requestKeyOf: (query: Query) => string
  /** The list's own events that change its parameters (status, filters), besides paging and URL. */
  readonly paramEvents: ReadonlyArray<ParamEvent>
  /** `fetchPage`'s placeholder: its phantom failure type is what `error` holds. */
  readonly fetchPage: { readonly "~failure"?: C["error"] }
}

const PARAM_EVENTS = [
  "list.urlChange",
  "list.pageNext",
  "list.pagePrev",
  "list.pageSet",
  "list.pageSizeChange",
  "list.sortChange",
] as const

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error })

const toChecking = { target: ".checking", actions: "assignParams" } as const

/**
 * The paged-list state chart, declared once for every list (tickets, users, equipment): events
 * change the parameters (`assignParams`, the list's own pure rule), then a request is sent unless
 * the cached result can be reused; search typing waits `searchDebounce` first; a page past the end
 * (an old URL) that came back empty goes to the last page and asks again (an empty page within the
 * count shows as it is). It rests in `none` or `error`.
 *
 * A machine spreads `chart` at its root (or as a region of a parallel machine) and `guards` and
 * `actions` into its own `setup`, beside the `fetchPage` actor and the `searchDebounce` delay (it
 * may replace `assignParams`, e.g. to announce a change). The chart names its actions and guards
 * and holds no machine's types: that is what lets one chart type-check in every list machine.
 */
export const pagedList = <
  C extends PagedListContext,
  E extends EventObject,
  Query,
  const ParamEvent extends string,
>(
  spec: PagedListSpec<C, E, Query, ParamEvent>,
) => {
  const answerOf = ({ event }: { readonly event: { readonly output: PageAnswer<ItemOf<C>> } }) => event.output
  const requestKeyOf = (context: C) => spec.requestKeyOf(spec.queryOf(context))
  const events = [...PARAM_EVENTS, ...spec.paramEvents]
  // Every parameter event does the same; the cast names the keys `fromEntries` cannot know.
  const on = Object.fromEntries(events.map((type) => [type, toChecking])) as Record<
    (typeof PARAM_EVENTS)[number] | ParamEvent,
    typeof toChecking
  >
  const chart = {
    initial: "none",
    on: {
      "list.load": { target: ".checking" },
      "list.refresh": { target: ".checking", actions: "assignForce" },
      // Not reentering: in a parallel machine a reentering transition would restart every region.
      "list.searchChange": { target: ".debouncing", actions: "assignParams" },
      ...on,
    },
    states: {
      none: { entry: "markRested" },
      error: { entry: "markFailed" },
      debouncing: {
        // Typing again restarts the wait.
        on: { "list.searchChange": { target: "debouncing", reenter: true, actions: "assignParams" } },
        after: { searchDebounce: { target: "checking" } },
      },
      checking: { always: [{ guard: "canReuseResult", target: "none" }, { target: "loading" }] },
      loading: {
        entry: "markLoading",
        invoke: {
          src: "fetchPage",
          input: ({ context }: { readonly context: C }) => ({ query: spec.queryOf(context) }),
          onDone: [
            // A page past the end (e.g. from an old URL) came back empty: go to the last page and ask again.
            {
              guard: { type: "isEmptyPageBeyondEnd", params: answerOf },
              target: "checking",
              actions: [{ type: "assignCount", params: answerOf }, "clampPage"],
            },
            { target: "none", actions: { type: "assignPage", params: answerOf } },
          ],
          onError: { target: "error", actions: { type: "assignError", params: errorOf } },
        },
      },
    },
  } as const
  const shared = pagedListGuards(requestKeyOf)
  const guards = {
    ...shared,
    isEmptyPageBeyondEnd: ({ context }: { readonly context: C }, answer: PageAnswer<unknown>) =>
      answer.items.length === 0 && shared.isPageBeyondEnd({ context: { ...context, count: answer.count } }),
  }
  return { chart, guards, actions: pagedListActions(requestKeyOf, spec) }
}

/** The chart's named actions, `assignParams` (the list's own rule) among them. */
const pagedListActions = <C extends PagedListContext, E extends EventObject>(
  requestKeyOf: (context: C) => string,
  spec: Pick<PagedListSpec<C, E, never, string>, "nextParams" | "fetchPage">,
) => {
  // A change of the shared fields is a change of any list's context (TypeScript cannot
  // see that a partial of `PagedListContext` fits every `C` that extends it).
  const patch = (change: Partial<PagedListContext<ItemOf<C>>>) => change as Partial<C>
  const change = <P = undefined>(
    f: (args: { readonly context: C; readonly event: E }, params: P) => Partial<C>,
  ) => assign<C, E, P, E, never>(f)
  return {
    assignParams: change(({ context, event }) => spec.nextParams(context, event)),
    markRested: change(() => patch({ requestStatus: "none" })),
    markFailed: change(() => patch({ requestStatus: "error" })),
    markLoading: change(({ context }) =>
      patch({ requestStatus: "loading", lastRequest: requestKeyOf(context), force: false, error: null }),
    ),
    assignForce: change(({ event }) =>
      patch({ force: event.type === "list.refresh" && "force" in event && event.force === true }),
    ),
    clampPage: change(({ context }) => patch({ page: lastPage(context.count, context.pageSize) })),
    assignCount: change((_, answer: PageAnswer<unknown>) => patch({ count: answer.count })),
    assignPage: change((_, answer: PageAnswer<ItemOf<C>>) =>
      patch({ results: answer.items, count: answer.count }),
    ),
    assignError: change((_, failed: { readonly error: unknown }) =>
      patch({ error: failureOf(spec.fetchPage, failed) }),
    ),
  }
}
