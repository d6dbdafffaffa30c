import { describe, expect, it } from "vitest"
import { demoUsers } from "./seed-users.ts"
import { isSeedScale, scaleSizes } from "./seed-scale.ts"

describe("seed scales", () => {
  it.each([
    // scale, tickets, equipment (before the label printers), users
    ["tiny", 400, 80, 8 + 3 * 2],
    ["demo", 10_000, 2_000, 8 + 4 * 8],
    ["large", 100_000, 20_000, 8 + 12 * 170],
    ["huge", 1_000_000, 100_000, 20_000],
  ] as const)("%s: %i tickets, %i equipment, %i users", (scale, tickets, equipment, users) => {
    expect(isSeedScale(scale)).toBe(true)
    const size = scaleSizes[scale]
    expect(size).toMatchObject({ tickets, equipment })
    expect(demoUsers.length + size.customers * size.extraUsers).toBe(users)
  })
})
