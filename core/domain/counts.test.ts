import { describe, expect, it } from "vitest"
import { formatCount } from "./counts.ts"

describe("formatCount", () => {
  it.each([0, 1, 999, 1000, 12345, 1234567, 1234.5, -42, 0.125])(
    "writes %d as toLocaleString('en-US') does",
    (n) => {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"))
    },
  )

  it("separates thousands", () => {
    expect(formatCount(1234567)).toBe("1,234,567")
  })
})
