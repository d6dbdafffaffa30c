import { describe, expect, it } from "vitest"
import { passwordChangeMessages, passwordChangeProblem } from "./password-change.ts"

describe("passwordChangeProblem", () => {
  it.each([
    ["", "New-Password-2026!", { field: "currentPassword", message: passwordChangeMessages.currentRequired }],
    [
      "Portal-Demo-2026!",
      "Portal-Demo-2026!",
      { field: "password", message: passwordChangeMessages.sameAsCurrent },
    ],
    ["Portal-Demo-2026!", "New-Password-2026!", null],
    // Case matters: passwords are compared exactly.
    ["Portal-Demo-2026!", "portal-demo-2026!", null],
  ])("current %j, new %j -> %o", (current, next, expected) => {
    expect(passwordChangeProblem(current, next)).toEqual(expected)
  })

  it("counts the attempts left in words", () => {
    expect(passwordChangeMessages.currentWrong(1)).toBe(
      "Current password is not correct. 1 attempt remaining.",
    )
    expect(passwordChangeMessages.currentWrong(4)).toBe(
      "Current password is not correct. 4 attempts remaining.",
    )
  })
})
