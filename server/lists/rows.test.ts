import { describe, expect, it } from "vitest"
import { isoOrNull } from "./rows.ts"

describe("isoOrNull", () => {
  it.each([
    [null, null],
    ["2026-01-02 03:04:05+00", "2026-01-02T03:04:05.000Z"],
    [new Date(Date.UTC(2026, 0, 2)), "2026-01-02T00:00:00.000Z"],
  ])("%j -> %j", (value, iso) => expect(isoOrNull(value)).toBe(iso))
})
