import { describe, expect, it } from "vitest"
import { bannerLevel, encodeDismissed, isBannerVisible } from "./banner.ts"

describe("encodeDismissed", () => {
  it.each([
    ["Hello", "SGVsbG8="],
    ["<b>Maintenance</b> tonight", btoa(encodeURIComponent("<b>Maintenance</b> tonight"))],
    ["Wartung – Grüße ✓", btoa("Wartung%20%E2%80%93%20Gr%C3%BC%C3%9Fe%20%E2%9C%93")],
  ])("%j", (message, expected) => expect(encodeDismissed(message)).toBe(expected))
})

describe("isBannerVisible", () => {
  const banner = { active: true, message: "Planned maintenance" }
  it.each([
    ["active, nothing dismissed", banner, null, true],
    ["inactive", { ...banner, active: false }, null, false],
    ["no banner", null, null, false],
    ["this message dismissed", banner, encodeDismissed("Planned maintenance"), false],
    ["another message dismissed", banner, encodeDismissed("Old news"), true],
  ])("%s", (_, value, dismissed, expected) => expect(isBannerVisible(value, dismissed)).toBe(expected))
})

describe("bannerLevel", () => {
  it.each([
    ["information", 1],
    ["warning", 2],
    ["critical", 3],
    ["new feature", 4],
    ["New Feature", 4],
    ["maintenance", "unknown"],
    ["toString", "unknown"],
    [null, "unknown"],
  ])("%j -> %j", (status, level) => expect(bannerLevel(status)).toBe(level))
})
