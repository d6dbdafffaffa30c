import { enqueueActions, setup } from "xstate"
import { DEFAULT_TICKET_LIST_PARAMS, type TicketListParams } from "../../domain/tickets/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Ticket, TicketList } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { NO_RESULTS, type PagedResults } from "../shared/paged-list.ts"
import { pagedList } from "../shared/paged-list.chart.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
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

const fetchPage = providedByRuntime<TicketList, FetchPageInput, TicketListFailure>("fetchPage")

const list = pagedList({
  queryOf: (context: TicketListContext) => buildTicketListQuery(context),
  requestKeyOf: ticketListRequestKey,
  nextParams: nextTicketListParams,
  paramEvents: ["list.statusChange", "list.filterChange"],
  fetchPage,
})

/**
 * Ticket list: the paged-list chart (`pagedList`) with the ticket defaults; a change of the
 * agreements filter (and the start) is announced, so the page asks for those agreements' locations.
 * The host writes `toUrlParams(snapshot.context)` back to the URL.
 */
export const ticketListMachine = setup({
  types: {} as {
    context: TicketListContext
    events: TicketListEvent
    input: TicketListInput | undefined
    emitted: TicketListEmitted
  },
  actors: { fetchPage },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: list.guards,
  actions: {
    ...list.actions,
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
  },
}).createMachine({
  id: "ticketList",
  context: ({ input }) => ({
    ...DEFAULT_TICKET_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
  }),
  entry: "announceAgreements",
  ...list.chart,
})
