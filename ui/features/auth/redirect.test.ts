import { describe, expect, it } from "vitest"
import { redirectTarget } from "./redirect.ts"

describe("redirectTarget", () => {
  it.each([
    ["", "/dashboard"],
    ["?redirect=%2Ftickets%3Fstatus%3Dopen", "/tickets?status=open"],
    ["?redirect=/equipment/5", "/equipment/5"],
    ["?redirect=//evil.example/x", "/dashboard"],
    ["?redirect=/%5Cevil.example", "/dashboard"],
    ["?redirect=https://evil.example", "/dashboard"],
    ["?redirect=javascript:alert(1)", "/dashboard"],
  ])("%s -> %s", (search, expected) => {
    expect(redirectTarget(search)).toBe(expected)
  })
})
