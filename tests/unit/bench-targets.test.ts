import { describe, expect, it } from "vitest"
import { type BenchTargets, meetsTargets } from "../bench/stats.ts"

const targets: BenchTargets = { p95Ms: 50, ratio: 1.5, addedMs: 2 }

describe("the bench's verdict per query kind", () => {
  it.each([
    // A 1 ms query with the request's fixed 1.2 ms: ratio 2.2, yet nothing to fix.
    [{ h50: 2.2, h95: 3, s50: 1 }, true],
    // A 20 ms query with 8 ms added: over both the ratio and the fixed cost.
    [{ h50: 38, h95: 45, s50: 20 }, false],
    // A 20 ms query with 4 ms added: within the ratio.
    [{ h50: 24, h95: 30, s50: 20 }, true],
    // Fast enough at p50 but over 50 ms at p95.
    [{ h50: 12, h95: 51, s50: 11 }, false],
  ])("%o meets the targets: %s", (figures, ok) => {
    expect(meetsTargets(figures, targets)).toBe(ok)
  })
})
