import { describe, expect, it } from "vitest"
import { MAX_ID } from "./constants.ts"
import { isId } from "./ids.ts"

describe("isId", () => {
  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [0, false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
  ])("%s -> %s", (n, expected) => {
    expect(isId(n)).toBe(expected)
  })
})
