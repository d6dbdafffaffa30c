import { describe, expect, it } from "vitest"
import { agreementText } from "./agreement-text.ts"

describe("agreementText", () => {
  it.each([
    [3, "Full Maintenance 2026", "Full Maintenance 2026 (#3)"],
    [3, "  Parts Only  ", "Parts Only (#3)"],
    [3, "", "No Agreement Name (#3)"],
    [3, null, "No Agreement Name (#3)"],
    [null, "Full Maintenance 2026", "No Agreement"],
    [undefined, undefined, "No Agreement"],
  ] as const)("%s, %s -> %s", (id, name, text) => {
    expect(agreementText(id, name)).toBe(text)
  })
})
