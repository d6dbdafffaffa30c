import { describe, expect, it } from "vitest"
import {
  isPagingEvent,
  NO_RESULTS,
  nextPagedParams,
  type PagedParams,
  type PagedResults,
  pagedListGuards,
} from "./paged-list.ts"

const params: PagedParams<"a" | "b"> = { page: 2, pageSize: 10, sort: "a", sortDirection: "asc", search: "" }

describe("nextPagedParams", () => {
  it.each([
    ["next within the count", { type: "list.pageNext" } as const, 45, { page: 3 }],
    ["next on the last page stays", { type: "list.pageNext" } as const, 30, { page: 2 }],
    ["prev", { type: "list.pagePrev" } as const, 45, { page: 1 }],
    ["set past the end clamps", { type: "list.pageSet", page: 99 } as const, 45, { page: 4 }],
    [
      "page size goes to the first page",
      { type: "list.pageSizeChange", pageSize: 50 } as const,
      45,
      { page: 0, pageSize: 50 },
    ],
    ["a page size below 1 changes nothing", { type: "list.pageSizeChange", pageSize: 0 } as const, 45, {}],
    [
      "same sort field flips the direction",
      { type: "list.sortChange", field: "a" } as const,
      45,
      { page: 0, sortDirection: "desc" },
    ],
    [
      "search goes to the first page",
      { type: "list.searchChange", search: "x" } as const,
      45,
      { page: 0, search: "x" },
    ],
  ])("%s", (_, event, count, change) => {
    expect(nextPagedParams<"a" | "b", typeof params>(params, count, event)).toEqual({ ...params, ...change })
  })

  it("keeps a list's own parameters", () => {
    const withStatus = { ...params, status: "open" }
    expect(
      nextPagedParams<"a" | "b", typeof withStatus>(withStatus, 45, { type: "list.pageNext" }).status,
    ).toBe("open")
  })
})

describe("isPagingEvent", () => {
  it("tells the shared paging events from a list's own", () => {
    expect(isPagingEvent({ type: "list.pageSet" })).toBe(true)
    expect(isPagingEvent({ type: "list.filterChange" })).toBe(false)
    expect(isPagingEvent({ type: "list.refresh" })).toBe(false)
  })
})

describe("pagedListGuards", () => {
  type Context = PagedParams<"a" | "b"> & PagedResults<number, string>
  const guards = pagedListGuards((c: Context) => `key:${c.search}`)
  const context: Context = { ...params, ...NO_RESULTS, count: 45, results: [], lastRequest: "key:" }
  it("reuses a held result for the same request, not when forced, loading or different", () => {
    expect(guards.canReuseResult({ context })).toBe(true)
    expect(guards.canReuseResult({ context: { ...context, force: true } })).toBe(false)
    expect(guards.canReuseResult({ context: { ...context, requestStatus: "loading" } })).toBe(false)
    expect(guards.canReuseResult({ context: { ...context, search: "y" } })).toBe(false)
    expect(guards.canReuseResult({ context: { ...context, results: null } })).toBe(false)
  })
  it("finds a page past the last one", () => {
    expect(guards.isPageBeyondEnd({ context: { ...context, page: 5 } })).toBe(true)
    expect(guards.isPageBeyondEnd({ context: { ...context, page: 4 } })).toBe(false)
    expect(guards.isPageBeyondEnd({ context: { ...context, count: 0, page: 5 } })).toBe(false)
  })
})
