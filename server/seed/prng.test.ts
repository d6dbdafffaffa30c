import { describe, expect, it } from "vitest"
import { makeRng } from "./prng.ts"

describe("seeded PRNG", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = makeRng(42)
    const b = makeRng(42)
    expect(Array.from({ length: 5 }, a.next)).toEqual(Array.from({ length: 5 }, b.next))
  })

  it("stays within bounds", () => {
    const rng = makeRng(7)
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 6)
      expect(n).toBeGreaterThanOrEqual(3)
      expect(n).toBeLessThanOrEqual(6)
    }
  })

  it("respects weights", () => {
    const rng = makeRng(1)
    const picks = Array.from({ length: 2000 }, () =>
      rng.weighted([
        ["a", 9],
        ["b", 1],
      ] as const),
    )
    const share = picks.filter((p) => p === "a").length / picks.length
    expect(share).toBeGreaterThan(0.85)
    expect(share).toBeLessThan(0.95)
  })
})
