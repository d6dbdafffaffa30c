import { describe, expect, it } from "vitest"
import { fewerWeeksOutside } from "./period-parts.ts"

const weeks = (from: string, to: string) => ({
  from: new Date(`${from}T00:00:00Z`),
  to: new Date(`${to}T00:00:00Z`),
})

describe("fewerWeeksOutside: which side of a period a weekly aggregate is read from", () => {
  it("reads the complement when the period holds most of the weeks", () => {
    // 100 weeks held, 90 inside: 10 outside (9 before, the last week after).
    const held = { first: "2024-01-01", last: "2025-11-17" }
    expect(fewerWeeksOutside(weeks("2024-03-04", "2025-11-17"), held)).toBe(true)
  })

  it("reads the weeks inside when the period is the smaller part", () => {
    const held = { first: "2024-01-01", last: "2025-11-17" }
    expect(fewerWeeksOutside(weeks("2025-06-02", "2025-11-17"), held)).toBe(false)
  })

  it("counts no weeks outside a period that starts before the first week held", () => {
    const held = { first: "2025-01-06", last: "2025-03-03" }
    expect(fewerWeeksOutside(weeks("2024-01-01", "2025-03-10"), held)).toBe(true)
  })
})
