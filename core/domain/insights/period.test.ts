import { describe, expect, it } from "vitest"
import { formatPeriod, parsePeriod, periodFromSetting, periodLabel, slaTargetHours } from "./period.ts"

describe("insight periods", () => {
  it("reads whole months within 1 to 36", () => {
    expect(parsePeriod("3m")).toBe(3)
    expect(parsePeriod(" 24m ")).toBe(24)
    expect(parsePeriod("36m")).toBe(36)
    for (const bad of ["0m", "37m", "3", "m", "3w", "-1m", "1.5m", "", null, undefined])
      expect(parsePeriod(bad)).toBeUndefined()
    expect(formatPeriod(6)).toBe("6m")
  })
  it("takes the company setting when it is a valid number of months", () => {
    expect(periodFromSetting(12)).toBe(12)
    expect(periodFromSetting(0)).toBe(3)
    expect(periodFromSetting("12")).toBe(3)
    expect(periodFromSetting(undefined)).toBe(3)
  })
  it("labels periods", () => {
    expect(periodLabel(1)).toBe("Last 1 month")
    expect(periodLabel(3)).toBe("Last 3 months")
    expect(periodLabel(12)).toBe("Last 12 months")
    expect(periodLabel(24)).toBe("Last 2 years")
  })
  it("reads SLA targets", () => {
    expect(slaTargetHours("2 Hour")).toBe(2)
    expect(slaTargetHours("8 Hours")).toBe(8)
    expect(slaTargetHours("Next Business Day")).toBe(24)
    expect(slaTargetHours("Best effort")).toBeUndefined()
    expect(slaTargetHours(null)).toBeUndefined()
  })
})
