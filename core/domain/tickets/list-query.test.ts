import { describe, expect, it } from "vitest"
import {
  buildTicketExportQuery,
  buildTicketListQuery,
  canReuseResult,
  decodeFilterValues,
  requestKey,
} from "./list-query.ts"
import { parseTicketListQuery } from "./list-query-parse.ts"
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

describe("buildTicketListQuery", () => {
  it("encodes paging, sort, filters, ranges and searches", () => {
    const q = buildTicketListQuery(
      params({
        page: 2,
        status: "closed",
        search: " jam ",
        filters: {
          agreements: [4],
          locations: [1, 2],
          equipment: ["SN1"],
          contactname: [" Ann "],
          calldate: { start: "2026-01-01", end: "2026-01-31" },
          completeddate: { start: "2026-01-01", end: null },
        },
      }),
      ["ticketid", "problem"],
    )
    expect(q).toEqual({
      os: "50",
      pl: "25",
      st: "-ticketid",
      s: "ticketid,problem",
      locationid: "(1),(2)",
      serialnumber: "(SN1)",
      agreementid: "(4)",
      contactname: "(Ann)",
      ticketstatus: "(C),(P),(N)",
      "calldate(btwn)": "2026-01-01:2026-01-31",
      "problem(*)": "jam",
      "ticketid(*)": "jam",
      "modelnumber(*)": "jam",
      "serialnumber(*)": "jam",
      "equipment(*)": "jam",
      "customerreferenceid(*)": "jam",
      "contactname(*)": "jam",
    })
  })

  it("ascending has no prefix; blank search sends nothing", () => {
    const q = buildTicketListQuery(params({ sort: "problem", sortDirection: "asc", search: "  " }))
    expect(q.st).toBe("problem")
    expect(Object.keys(q).some((k) => k.endsWith("(*)"))).toBe(false)
  })

  it("export has no paging and carries the time zone", () => {
    const q = buildTicketExportQuery(params({ status: "open" }), "America/Detroit")
    expect(q).toEqual({ st: "-ticketid", ticketstatus: "(O)", timezone: "America/Detroit" })
  })

  it("parses back on the server side", () => {
    const q = buildTicketListQuery(params({ page: 1, status: "open", search: "x" }))
    const parsed = parseTicketListQuery(q)
    expect(parsed.ok && parsed.value.offset).toBe(25)
    expect(parsed.ok && parsed.value.filters.ticketstatus).toEqual(["O"])
    expect(parsed.ok && parsed.value.searches.length).toBe(7)
  })
})

describe("parseTicketListQuery", () => {
  it("defaults", () => {
    const parsed = parseTicketListQuery({})
    expect(parsed.ok && parsed.value.limit).toBe(25)
    expect(parsed.ok && parsed.value.sort).toEqual({ field: "ticketid", direction: "desc" })
  })

  it.each([
    [{ os: "-1" }, "os"],
    [{ pl: "0" }, "pl"],
    [{ pl: "abc" }, "pl"],
    [{ st: "-password" }, "st"],
    [{ s: "ticketid,secret" }, "s"],
    [{ ticketstatus: "(O),(X)" }, "ticketstatus"],
    [{ locationid: "1,2" }, "locationid"],
    [{ agreementid: "(a)" }, "agreementid"],
    [{ "calldate(btwn)": "2026-01-01:" }, "calldate(btwn)"],
    [{ "salary(*)": "x" }, "salary(*)"],
    [{ foo: "bar" }, "foo"],
  ])("%j fails on %s", (record, field) => {
    const parsed = parseTicketListQuery(record)
    expect(parsed.ok ? undefined : parsed.field).toBe(field)
  })

  it("reads ranges and filters", () => {
    const parsed = parseTicketListQuery({
      "completeddate(btwn)": "2026-01-01:2026-02-01",
      contactname: "(Ann),(Bo)",
    })
    expect(parsed.ok && parsed.value.completeddate).toEqual({ start: "2026-01-01", end: "2026-02-01" })
    expect(parsed.ok && parsed.value.filters.contactname).toEqual(["Ann", "Bo"])
  })
})

describe("cache skip rule", () => {
  const key = requestKey({ b: "2", a: "1" })
  it("keys ignore order", () => expect(requestKey({ a: "1", b: "2" })).toBe(key))
  it.each([
    [{ lastRequest: key, hasResults: true, requestStatus: "none" }, false, true],
    [{ lastRequest: key, hasResults: true, requestStatus: "none" }, true, false],
    [{ lastRequest: key, hasResults: false, requestStatus: "none" }, false, false],
    [{ lastRequest: key, hasResults: true, requestStatus: "error" }, false, false],
    [{ lastRequest: "other", hasResults: true, requestStatus: "none" }, false, false],
  ] as const)("%j force=%s -> %s", (cache, force, reuse) =>
    expect(canReuseResult(cache, key, force)).toBe(reuse),
  )

  it("decodes filter values", () => {
    expect(decodeFilterValues("(a),(b c)")).toEqual(["a", "b c"])
    expect(decodeFilterValues("a,b")).toBeUndefined()
  })
})
