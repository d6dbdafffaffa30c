import { describe, expect, it } from "vitest"
import {
  canSubmitPassword,
  isPasswordStrong,
  passwordConfirmationMessage,
  passwordStrength,
  passwordRefusal,
  passwordStrengthMessage,
  unmetPasswordRules,
} from "./password.ts"

describe("password strength", () => {
  it.each([
    ["", "none", undefined],
    ["abc", "red", "Password is too weak"],
    ["abcdefghijkl", "red", "Password is too weak"],
    ["abcdefghijk1", "orange", "Password is too weak"],
    ["Abcdefghijk1", "yellow", "Password is too weak"],
    ["Abcdefghij1!", "green", "Strong password!"],
    ["A1!", "yellow", "Password is too weak"],
  ])("%s", (pw, colour, message) => {
    expect(passwordStrength(pw)).toBe(colour)
    expect(passwordStrengthMessage(pw)).toBe(message)
  })

  it("strong needs all four", () => expect(isPasswordStrong("Abcdefghij1!")).toBe(true))
})

describe("submit and confirmation", () => {
  const strong = "Abcdefghij1!"
  it.each([
    [strong, strong, false, true],
    [strong, strong, true, false],
    [strong, "", false, false],
    [strong, `${strong}x`, false, false],
    ["weakpassword", "weakpassword", false, false],
    [`${strong}${"a".repeat(120)}`, `${strong}${"a".repeat(120)}`, false, false],
  ])("%s / %s submitting=%s", (pw, confirmation, submitting, ok) =>
    expect(canSubmitPassword(pw, confirmation, submitting)).toBe(ok),
  )

  it.each([
    ["a", "", undefined],
    ["a", "b", "Passwords do not match"],
    ["a", "a", undefined],
  ])("%s vs %s", (pw, c, m) => expect(passwordConfirmationMessage(pw, c)).toBe(m))
})

describe("unmetPasswordRules (the server's refusal)", () => {
  it.each([
    ["Abcdefghij1!", []],
    ["abcdefghij1!", ["an uppercase letter"]],
    ["Abcdefghijk!", ["a digit"]],
    ["Abcdefghijk1", ["a symbol"]],
    ["Ab1!", ["at least 12 characters"]],
    ["", ["at least 12 characters", "a digit", "an uppercase letter", "a symbol"]],
    [`Ab1!${"x".repeat(125)}`, ["at most 128 characters"]],
  ])("%s", (pw, unmet) => {
    const got = unmetPasswordRules(pw)
    expect(got).toHaveLength(unmet.length)
    for (const [i, name] of unmet.entries()) expect(got[i]).toContain(name)
  })

  it("names the rules in the refusal, and none for a strong password", () => {
    expect(passwordRefusal("abc")).toMatch(/^Password is too weak: it needs at least 12 characters, a digit/)
    expect(passwordRefusal("Abcdefghij1!")).toBeUndefined()
  })
})
