import { describe, expect, it } from "vitest"
import { parseSort, parseSortDirection, toggleSort } from "./sort.ts"

describe("toggleSort", () => {
  it.each([
    ["ticketid", "desc", "ticketid", "asc"],
    ["ticketid", "asc", "ticketid", "desc"],
    ["problem", "desc", "ticketid", "asc"],
  ] as const)("click %s when %s on %s -> %s", (field, dir, current, out) =>
    expect(toggleSort({ sort: current, sortDirection: dir }, field)).toEqual({
      sort: field,
      sortDirection: out,
    }),
  )
})

describe("parseSortDirection: a list declares where an unknown direction goes", () => {
  it.each([
    ["asc", "desc", "asc"],
    ["desc", "asc", "desc"],
    ["ASC", "desc", "desc"],
    ["sideways", "asc", "asc"],
    [undefined, "asc", "asc"],
    [undefined, "desc", "desc"],
  ] as const)("%j with fallback %s -> %s", (raw, fallback, out) =>
    expect(parseSortDirection(raw, fallback)).toBe(out),
  )
})

describe("parseSort", () => {
  const fields = ["name", "email"] as const
  const byName = { sort: "name", sortDirection: "asc" } as const
  it.each([
    ["email", "desc", { sort: "email", sortDirection: "desc" }],
    ["email", undefined, { sort: "email", sortDirection: "asc" }],
    ["bogus", "desc", byName],
    [undefined, "desc", byName],
  ] as const)("%j %j", (sort, dir, out) => expect(parseSort(fields, byName, "asc", sort, dir)).toEqual(out))
})
