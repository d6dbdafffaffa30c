import { describe, expect, it } from "vitest"
import {
  DEFAULT_TICKET_LIST_PARAMS,
  parseTicketListUrl,
  type TicketListParams,
  toUrlParams,
} from "./list-url.ts"

const params = (patch: Partial<TicketListParams> = {}): TicketListParams => ({
  ...DEFAULT_TICKET_LIST_PARAMS,
  ...patch,
})

describe("parseTicketListUrl", () => {
  it("defaults", () => expect(parseTicketListUrl({})).toEqual(DEFAULT_TICKET_LIST_PARAMS))

  it("reads every parameter", () => {
    const state = parseTicketListUrl({
      page: "3",
      pageSize: "50",
      status: "closed",
      search: "  jam ",
      sort: "problem",
      sortDirection: "asc",
      agreements: "1,2,x",
      locations: "7",
      equipment: "SN1, SN2",
      contactname: "Ann Lee",
      calldate: "2026-01-01:2026-01-31",
      completeddate: "2026-02-01:",
      mine: "1",
    })
    expect(state).toEqual({
      page: 2,
      pageSize: 50,
      status: "closed",
      search: "jam",
      sort: "problem",
      sortDirection: "asc",
      filters: {
        agreements: [1, 2],
        locations: [7],
        equipment: ["SN1", "SN2"],
        contactname: ["Ann Lee"],
        calldate: { start: "2026-01-01", end: "2026-01-31" },
        completeddate: { start: "2026-02-01", end: null },
        mine: true,
      },
    })
  })

  it.each([
    [{ status: "weird" }, "status", "all"],
    [{ page: "two" }, "page", 0],
    [{ sort: "bogus", sortDirection: "asc" }, "sortDirection", "desc"],
    [{ sort: "problem", sortDirection: "sideways" }, "sortDirection", "desc"],
  ] as const)("fallback %j", (url, key, value) => expect(parseTicketListUrl(url)[key]).toBe(value))

  it("a page size change resets to the first page", () => {
    const previous = params({ page: 4 })
    expect(parseTicketListUrl({ page: "5", pageSize: "50" }, previous).page).toBe(0)
    expect(parseTicketListUrl({ page: "5" }, previous).page).toBe(4)
  })

  it("keeps the typed search when it trims to the same text", () => {
    expect(parseTicketListUrl({ search: "jam" }, params({ search: "jam " })).search).toBe("jam ")
  })

  it("round-trips through toUrlParams", () => {
    const url = {
      page: "2",
      status: "open",
      search: "x",
      sort: "problem",
      sortDirection: "asc",
      locations: "1,2",
    }
    expect(toUrlParams(parseTicketListUrl(url))).toEqual(url)
    expect(toUrlParams(DEFAULT_TICKET_LIST_PARAMS)).toEqual({})
  })
})
