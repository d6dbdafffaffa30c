import { describe, expect, it } from "vitest"
import { loadConfig } from "./config.ts"

describe("PORTAL_IMPERSONATION_MINUTES", () => {
  it.each([
    [undefined, 2 * 60 * 60 * 1000],
    ["", 2 * 60 * 60 * 1000],
    ["30", 30 * 60 * 1000],
    [" 480 ", 8 * 60 * 60 * 1000],
  ])("%j gives an impersonation lifetime of %d ms", (raw, ms) => {
    expect(loadConfig({ PORTAL_IMPERSONATION_MINUTES: raw }).impersonationLifetimeMs).toBe(ms)
  })

  it.each(["0", "-5", "1.5", "two hours"])("refuses %j at start", (raw) => {
    expect(() => loadConfig({ PORTAL_IMPERSONATION_MINUTES: raw })).toThrow(/PORTAL_IMPERSONATION_MINUTES/)
  })
})
