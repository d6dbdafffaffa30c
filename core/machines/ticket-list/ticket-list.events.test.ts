import { describe, expect, it } from "vitest"
import { DEFAULT_TICKET_LIST_PARAMS } from "../../domain/tickets/list-url.ts"
import { nextTicketListParams, type PagingState, type TicketListEvent } from "./ticket-list.events.ts"

const state = (patch: Partial<PagingState> = {}): PagingState => ({
  ...DEFAULT_TICKET_LIST_PARAMS,
  count: 100,
  ...patch,
})

describe("nextTicketListParams", () => {
  it.each<[string, Partial<PagingState>, TicketListEvent, Record<string, unknown>]>([
    ["next page", { page: 1 }, { type: "list.pageNext" }, { page: 2 }],
    ["next stays on the last page", { page: 3 }, { type: "list.pageNext" }, { page: 3 }],
    ["prev stays on the first page", { page: 0 }, { type: "list.pagePrev" }, { page: 0 }],
    ["pageSet clamps high", {}, { type: "list.pageSet", page: 40 }, { page: 3 }],
    ["pageSet clamps low", {}, { type: "list.pageSet", page: -2 }, { page: 0 }],
    [
      "page size resets page",
      { page: 2 },
      { type: "list.pageSizeChange", pageSize: 50 },
      { page: 0, pageSize: 50 },
    ],
    [
      "same sort toggles",
      { page: 2, sort: "ticketid", sortDirection: "desc" },
      { type: "list.sortChange", field: "ticketid" },
      { page: 0, sort: "ticketid", sortDirection: "asc" },
    ],
    [
      "new sort starts ascending",
      { page: 2, sort: "ticketid", sortDirection: "desc" },
      { type: "list.sortChange", field: "problem" },
      { page: 0, sort: "problem", sortDirection: "asc" },
    ],
    [
      "status resets page",
      { page: 2 },
      { type: "list.statusChange", status: "open" },
      { page: 0, status: "open" },
    ],
    [
      "search resets page",
      { page: 2 },
      { type: "list.searchChange", search: " jam" },
      { page: 0, search: " jam" },
    ],
    [
      "filters merge",
      { page: 2 },
      { type: "list.filterChange", filters: { locations: [5] } },
      { page: 0, filters: { ...DEFAULT_TICKET_LIST_PARAMS.filters, locations: [5] } },
    ],
    [
      "url",
      { page: 2 },
      { type: "list.urlChange", params: { page: "x", status: "closed" } },
      { page: 0, status: "closed" },
    ],
    ["load leaves params", { page: 2 }, { type: "list.load" }, { page: 2 }],
  ])("%s", (_name, patch, event, expected) => {
    expect(nextTicketListParams(state(patch), event)).toMatchObject(expected)
  })
})
