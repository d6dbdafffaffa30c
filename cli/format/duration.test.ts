import { describe, expect, it } from "vitest"
import { formatDuration, roundMs } from "./duration.ts"

describe("durations", () => {
  it.each([
    [0, "0.0 ms"],
    [0.04, "0.0 ms"],
    [0.44, "0.4 ms"],
    [12.345, "12.3 ms"],
    [999.9, "999.9 ms"],
    [999.96, "1.0 s"],
    [1234.5, "1.2 s"],
    [75_049, "75.0 s"],
    [-3, "0.0 ms"],
    [Number.NaN, "0.0 ms"],
  ])("%d ms reads %j", (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })

  it("rounds JSON timings to one decimal", () => {
    expect(roundMs(12.3456)).toBe(12.3)
    expect(roundMs(0.05)).toBe(0.1)
  })
})
