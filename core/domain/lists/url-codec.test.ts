import { describe, expect, it } from "vitest"
import { listUrlCodec } from "./url-codec.ts"
import {
  dateRangeField,
  idField,
  idsField,
  oneOfField,
  optionalOneOfField,
  textsField,
} from "./url-fields.ts"

/** A made-up list declaring one field of each kind. */
const parts = listUrlCodec({
  pageSize: 20,
  sortFields: ["name", "price"],
  defaultSort: { sort: "name", sortDirection: "asc" },
  directionFallback: "asc",
  head: { state: oneOfField("state", ["all", "new", "old"], "all") },
  filters: {
    shops: idsField("shops"),
    tags: textsField("tag"),
    owner: idField("owner"),
    kind: optionalOneOfField("kind", ["a", "b"]),
    added: dateRangeField("added"),
  },
})

const noFilters = { shops: [], tags: [], owner: null, kind: null, added: null }

describe("listUrlCodec.parse: every fallback of spec section 4", () => {
  it("defaults", () =>
    expect(parts.defaults).toEqual({
      page: 0,
      pageSize: 20,
      sort: "name",
      sortDirection: "asc",
      state: "all",
      search: "",
      filters: noFilters,
    }))

  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{ page: "3" }, { page: 2 }],
    [{ page: "0" }, { page: 0 }],
    [{ page: "x" }, { page: 0 }],
    [{ pageSize: "1000" }, { pageSize: 1000 }],
    [{ pageSize: "1001" }, { pageSize: 20 }],
    [{ pageSize: "0" }, { pageSize: 20 }],
    [{ sort: "price" }, { sort: "price", sortDirection: "asc" }],
    [
      { sort: "price", sortDirection: "desc" },
      { sort: "price", sortDirection: "desc" },
    ],
    [
      { sort: "colour", sortDirection: "desc" },
      { sort: "name", sortDirection: "asc" },
    ],
    [{ state: "new" }, { state: "new" }],
    [{ state: "NEW" }, { state: "all" }],
    [{ search: "  lamp " }, { search: "lamp" }],
  ])("%j", (url, expected) => expect(parts.parse(url)).toEqual({ ...parts.defaults, ...expected }))

  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{ shops: "3,x,-1,7" }, { shops: [3, 7] }],
    [{ tag: " red, ,blue " }, { tags: ["red", "blue"] }],
    [{ owner: "x,12,13" }, { owner: 12 }],
    [{ kind: "c" }, { kind: null }],
    [{ kind: "b" }, { kind: "b" }],
    [{ added: "2026-01-01:" }, { added: { start: "2026-01-01", end: null } }],
    [{ added: "soon" }, { added: null }],
  ])("filter %j: unknown values dropped", (url, expected) =>
    expect(parts.parse(url).filters).toEqual({ ...noFilters, ...expected }),
  )

  it("reads URLSearchParams, the last value of a key winning", () =>
    expect(parts.parse(new URLSearchParams("page=2&shops=1&shops=4")).filters.shops).toEqual([4]))

  it("with the previous state: a page size change resets the page; an equal search keeps its text", () => {
    const previous = { ...parts.defaults, page: 4, search: "lamp " }
    expect(parts.parse({ page: "5", pageSize: "50" }, previous).page).toBe(0)
    expect(parts.parse({ page: "5", search: "lamp" }, previous)).toMatchObject({ page: 4, search: "lamp " })
    expect(parts.parse({ search: "lamps" }, previous).search).toBe("lamps")
  })
})

describe("listUrlCodec.params: canonical order, defaults left out", () => {
  it("writes nothing for the defaults", () => expect(parts.params(parts.defaults)).toEqual({}))

  it("writes page, pageSize, head, search, sort, then filters in declared order", () => {
    const url = {
      page: "2",
      pageSize: "50",
      state: "old",
      search: "lamp",
      sort: "price",
      sortDirection: "asc",
      shops: "1,2",
      tag: "red",
      owner: "9",
      kind: "a",
      added: "2026-01-01:2026-01-31",
    }
    const written = parts.params(parts.parse(url))
    expect(written).toEqual(url)
    expect(Object.keys(written)).toEqual(Object.keys(url))
  })

  it("writes a non-default direction of the default field with the field", () =>
    expect(parts.params({ ...parts.defaults, sortDirection: "desc" })).toEqual({
      sort: "name",
      sortDirection: "desc",
    }))

  it("trims the search it writes and leaves out a blank one", () => {
    expect(parts.params({ ...parts.defaults, search: " lamp " })).toEqual({ search: "lamp" })
    expect(parts.params({ ...parts.defaults, search: "   " })).toEqual({})
  })
})

describe("listUrlCodec.query: one query string for every list", () => {
  it("writes a space as + and keeps , and : readable", () =>
    expect(
      parts.query({
        ...parts.defaults,
        search: " red lamp ",
        filters: {
          ...noFilters,
          tags: ["dark red", "blue"],
          added: { start: "2026-01-01", end: "2026-01-31" },
        },
      }),
    ).toBe("search=red+lamp&tag=dark+red,blue&added=2026-01-01:2026-01-31"))

  it("reads back what it wrote", () => {
    const state = { ...parts.defaults, page: 1, search: "a+b c", filters: { ...noFilters, tags: ["x, y"] } }
    expect(parts.parse(new URLSearchParams(parts.query(state)))).toEqual({
      ...state,
      filters: { ...noFilters, tags: ["x", "y"] },
    })
  })
})

describe("a list without filters", () => {
  const plain = listUrlCodec({
    pageSize: 24,
    sortFields: ["name"],
    defaultSort: { sort: "name", sortDirection: "asc" },
    directionFallback: "asc",
    head: {},
    filters: {},
  })
  it("holds no filters key", () => expect(plain.parse({ filters: "x" })).not.toHaveProperty("filters"))
})
