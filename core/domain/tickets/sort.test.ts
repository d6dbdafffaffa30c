import { describe, expect, it } from "vitest"
import { DEFAULT_TICKET_SORT, parseTicketSort } from "./sort.ts"

describe("ticket sort from the URL", () => {
  it.each([
    ["problem", "asc", { sort: "problem", sortDirection: "asc" }],
    ["problem", "ASC", { sort: "problem", sortDirection: "desc" }],
    ["problem", undefined, { sort: "problem", sortDirection: "desc" }],
    ["nope", "asc", DEFAULT_TICKET_SORT],
    [undefined, undefined, DEFAULT_TICKET_SORT],
  ])("parse %s %s", (sort, dir, out) => expect(parseTicketSort(sort, dir)).toEqual(out))
})
