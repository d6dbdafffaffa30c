import { assign, enqueueActions, setup } from "xstate"
import { DEFAULT_TICKET_LIST_PARAMS, type TicketListParams } from "../../domain/tickets/list-url.ts"
import { lastPage } from "../../domain/lists/paging.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Ticket, TicketList } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { NO_RESULTS, type PagedResults, pagedListGuards } from "../shared/paged-list.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import {
  buildTicketListQuery,
  type TicketListQuery,
  ticketListRequestKey,
} from "../../schema/ticket-list-query.ts"
import {
  nextTicketListParams,
  sameIds,
  type TicketListEmitted,
  type TicketListEvent,
} from "./ticket-list.events.ts"

export type { TicketListEmitted, TicketListEvent } from "./ticket-list.events.ts"

export type RequestStatus = TicketListContext["requestStatus"]

/** The parameters and the last request (its key: `ticketListRequestKey`). */
export interface TicketListContext extends TicketListParams, PagedResults<Ticket, TicketListFailure> {}

/** Failures of GET /v1/ticketdetails. */
export type TicketListFailure = EndpointFailure<"tickets", "list">

export interface TicketListInput {
  readonly params?: Partial<TicketListParams>
}

/** Input of `fetchPage`: the GET /v1/ticketdetails query. */
export interface FetchPageInput {
  readonly query: TicketListQuery
}

/** Debounce of search typing (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300

const queryOf = (context: TicketListContext) => buildTicketListQuery(context)

const fetchPage = providedByRuntime<TicketList, FetchPageInput, TicketListFailure>("fetchPage")

/**
 * Ticket list: URL and user events change the parameters, then a request is sent unless the cached
 * result can be reused. The host writes `toUrlParams(snapshot.context)` back to the URL.
 */
export const ticketListMachine = setup({
  types: {} as {
    context: TicketListContext
    events: TicketListEvent
    input: TicketListInput | undefined
    emitted: TicketListEmitted
  },
  actors: {
    fetchPage,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: pagedListGuards((context: TicketListContext) => ticketListRequestKey(queryOf(context))),
  actions: {
    assignParams: enqueueActions(({ context, event, enqueue, self }) => {
      const next = nextTicketListParams(context, event)
      enqueue.assign(next)
      const agreementids = next.filters.agreements
      if (!sameIds(agreementids, context.filters.agreements))
        announce(enqueue, self, { type: "list.agreementsChanged", agreementids })
    }),
    announceAgreements: enqueueActions(({ context, enqueue, self }) =>
      announce(enqueue, self, { type: "list.agreementsChanged", agreementids: context.filters.agreements }),
    ),
    assignForce: assign({ force: ({ event }) => event.type === "list.refresh" && event.force === true }),
    clampPage: assign({ page: ({ context }) => lastPage(context.count, context.pageSize) }),
  },
}).createMachine({
  id: "ticketList",
  context: ({ input }) => ({
    ...DEFAULT_TICKET_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
  }),
  initial: "none",
  entry: "announceAgreements",
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
    "list.filterChange": { target: ".checking", actions: "assignParams" },
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
        lastRequest: ticketListRequestKey(queryOf(context)),
        force: false,
        error: null,
      })),
      invoke: {
        src: "fetchPage",
        input: ({ context }) => ({ query: queryOf(context) }),
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
    /** A page past the end (e.g. from an old URL) came back empty: go to the last page and ask again. */
    clamping: {
      always: [
        { guard: "isPageBeyondEnd", target: "checking", actions: "clampPage" },
        { target: "none", actions: assign({ results: [] }) },
      ],
    },
  },
})
