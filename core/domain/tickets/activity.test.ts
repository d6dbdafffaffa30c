import { describe, expect, it } from "vitest"
import { newestFirst } from "./activity.ts"

const entry = (id: number, createddateutc: string) => ({ id, createddateutc })

describe("newestFirst", () => {
  it.each([
    [
      [entry(1, "2026-11-01T09:47:00Z"), entry(2, "2026-11-01T12:00:00Z")],
      [2, 1],
    ],
    [
      [entry(5, "2026-11-01T12:00:00Z"), entry(9, "2026-11-01T12:00:00Z"), entry(7, "2026-10-01T00:00:00Z")],
      [9, 5, 7],
    ],
    [
      [entry(3, "garbage"), entry(4, "2020-01-01T00:00:00Z")],
      [4, 3],
    ],
    [[], []],
  ])("%j", (entries, ids) => expect(newestFirst(entries).map((e) => e.id)).toEqual(ids))

  it("leaves its input alone", () => {
    const input = [entry(1, "2026-01-01T00:00:00Z"), entry(2, "2026-02-01T00:00:00Z")]
    newestFirst(input)
    expect(input.map((e) => e.id)).toEqual([1, 2])
  })
})
