import { describe, expect, it } from "vitest"
import { DEFAULT_USER_LIST_PARAMS, parseUserListUrl, userListUrlParams } from "./list-url.ts"

describe("parseUserListUrl: the user list rules of spec section 4", () => {
  it.each<[Record<string, string>, Partial<typeof DEFAULT_USER_LIST_PARAMS>]>([
    [{}, { page: 0, pageSize: 24, sort: "firstname", sortDirection: "asc", active: "all", search: "" }],
    [{ active: "1" }, { active: "1" }],
    [{ active: "0" }, { active: "0" }],
    [{ active: "2" }, { active: "all" }],
    [{ active: "true" }, { active: "all" }],
    [{ page: "3" }, { page: 2 }],
    [{ page: "0" }, { page: 0 }],
    [{ page: "-4" }, { page: 0 }],
    [{ page: "two" }, { page: 0 }],
    [{ page: "1.5" }, { page: 0 }],
    [{ pageSize: "48" }, { pageSize: 48 }],
    [{ pageSize: "abc" }, { pageSize: 24 }],
    [{ sort: "lastname" }, { sort: "lastname", sortDirection: "asc" }],
    [
      { sort: "lastname", sortDirection: "desc" },
      { sort: "lastname", sortDirection: "desc" },
    ],
    [
      { sort: "lastname", sortDirection: "DESC" },
      { sort: "lastname", sortDirection: "asc" },
    ],
    [
      { sort: "lastname", sortDirection: "descending" },
      { sort: "lastname", sortDirection: "asc" },
    ],
    [
      { sort: "password", sortDirection: "desc" },
      { sort: "firstname", sortDirection: "asc" },
    ],
    [{ search: "  ann  " }, { search: "ann" }],
  ])("%j", (url, expected) =>
    expect(parseUserListUrl(url)).toEqual({ ...DEFAULT_USER_LIST_PARAMS, ...expected }),
  )

  it("resets the page when the page size changes and keeps the search as typed", () => {
    const previous = { ...DEFAULT_USER_LIST_PARAMS, page: 3, search: "ann " }
    expect(parseUserListUrl({ page: "4", pageSize: "48", search: "ann" }, previous)).toMatchObject({
      page: 0,
      pageSize: 48,
      search: "ann ",
    })
  })
})

describe("userListUrlParams", () => {
  it("leaves defaults out and writes one-based pages", () => {
    expect(userListUrlParams(DEFAULT_USER_LIST_PARAMS)).toEqual({})
    expect(
      userListUrlParams({
        ...DEFAULT_USER_LIST_PARAMS,
        page: 1,
        active: "0",
        search: " x ",
        sortDirection: "desc",
      }),
    ).toEqual({ page: "2", active: "0", search: "x", sort: "firstname", sortDirection: "desc" })
  })

  it("round-trips through the parser", () => {
    const state = {
      ...DEFAULT_USER_LIST_PARAMS,
      page: 4,
      pageSize: 12,
      active: "1" as const,
      sort: "email" as const,
    }
    expect(parseUserListUrl(userListUrlParams(state))).toEqual(state)
  })
})
