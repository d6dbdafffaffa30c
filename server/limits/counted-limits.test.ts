import { describe, expect, it } from "vitest"
import { countedLimits } from "./counted-limits.ts"

describe("counted limits", () => {
  const limits = countedLimits({ signInsPerAddress: 30 })

  it("name each limit once: a name keys its counts in rate_limits", () => {
    const names = limits.map((l) => l.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it.each([
    ["sign-in-address", 30, 300],
    ["client-log-user", 24, 60],
    ["change-request", 40, 3600],
    ["account-team-contact", 5, 86_400],
    ["upload", 60, 3600],
    ["ticket-export", 10, 3600],
  ])("include %s: %i in %i seconds", (name, points, windowSeconds) => {
    expect(limits).toContainEqual(expect.objectContaining({ name, points, windowSeconds }))
  })
})
