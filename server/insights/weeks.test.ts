import { describe, expect, it } from "vitest"
import { fillSeries, monthsBetween, weekOf, weeksBetween } from "./weeks.ts"

describe("insight buckets", () => {
  it("finds the Monday of a week in UTC", () => {
    expect(weekOf(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-23")
    expect(weekOf(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23")
    expect(weekOf(new Date("2026-11-22T23:59:59Z"))).toBe("2026-11-16")
  })
  it("lists the weeks and months of a period, both ends included", () => {
    expect(weeksBetween(new Date("2026-11-01T12:00:00Z"), new Date("2026-11-25T00:00:00Z"))).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ])
    expect(monthsBetween(new Date("2025-11-25T00:00:00Z"), new Date("2026-02-01T00:00:00Z"))).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ])
  })
  it("fills missing buckets with zero", () => {
    expect(fillSeries(["a", "b", "c"], [{ bucket: "b", n: 4 }])).toEqual([0, 4, 0])
  })
})
