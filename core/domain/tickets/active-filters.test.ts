import { describe, expect, it } from "vitest"
import { activeFilterCount } from "./active-filters.ts"
import { EMPTY_TICKET_FILTERS } from "./list-url.ts"

describe("activeFilterCount", () => {
  it.each([
    ["nothing set", "all", {}, 0],
    ["a status", "open", {}, 1],
    ["two agreements count once", "all", { agreements: [1, 2] }, 1],
    ["serials and contacts", "all", { equipment: ["SN-1"], contactname: ["Ann"] }, 2],
    ["a date range", "closed", { calldate: { start: "2026-01-01", end: "2026-01-31" } }, 2],
    [
      "everything",
      "closed",
      {
        agreements: [1],
        locations: [2],
        equipment: ["SN-1"],
        contactname: ["Ann"],
        calldate: { start: "2026-01-01", end: "2026-01-31" },
        completeddate: { start: "2026-02-01", end: "2026-02-28" },
      },
      7,
    ],
  ] as const)("%s", (_, status, filters, count) => {
    expect(activeFilterCount(status, { ...EMPTY_TICKET_FILTERS, ...filters })).toBe(count)
  })
})
