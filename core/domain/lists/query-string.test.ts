import { describe, expect, it } from "vitest"
import { listQueryString, queryRecord } from "./query-string.ts"

describe("listQueryString: one written form for every list", () => {
  it.each([
    [{ search: "pump jam" }, "search=pump+jam"],
    [
      { agreements: "3,7", calldate: "2026-01-01:2026-01-31" },
      "agreements=3,7&calldate=2026-01-01:2026-01-31",
    ],
    [{ search: "a&b=c+d/é" }, "search=a%26b%3Dc%2Bd%2F%C3%A9"],
    [{ search: "50%2C" }, "search=50%252C"],
    [{}, ""],
  ])("%j -> %s", (params, query) => expect(listQueryString(params)).toBe(query))

  it.each<Record<string, string>>([
    { search: "pump jam", sort: "name" },
    { search: "a, b: c + d %20" },
    { equipment: "SN 1,SN 2" },
  ])("reads back what it wrote: %j", (params) => expect(queryRecord(listQueryString(params))).toEqual(params))

  it("reads both forms of a space", () =>
    expect(queryRecord("search=pump%20jam&x=a+b")).toEqual({ search: "pump jam", x: "a b" }))
})
