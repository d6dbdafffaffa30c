import { describe, expect, it } from "vitest"
import { ACCOUNT_TOKEN_LENGTH, isAccountTokenShape } from "./account-tokens.ts"

describe("isAccountTokenShape", () => {
  it.each([
    ["a".repeat(40), true],
    ["Ab0_-".repeat(8), true],
    ["a".repeat(39), false],
    ["a".repeat(41), false],
    [`${"a".repeat(39)}=`, false],
    [`${"a".repeat(39)}/`, false],
    ["", false],
    [undefined, false],
  ])("%s -> %s", (token, ok) => {
    expect(isAccountTokenShape(token)).toBe(ok)
  })

  it("is the spec's 40", () => {
    expect(ACCOUNT_TOKEN_LENGTH).toBe(40)
  })
})
