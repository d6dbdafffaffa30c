import { describe, expect, it } from "vitest"
import {
  authorizationOf,
  expiresAt,
  expiryChoiceText,
  expiryRefusal,
  isLastUseDue,
  isPersonalToken,
  PERSONAL_TOKEN_LIMITS,
  TOKEN_NAME_PATTERN,
  tokenState,
  tokenTexts,
} from "./personal-tokens.ts"

const token = `portal_pat_${"Zz09_-".repeat(7)}x`

describe("personal access tokens", () => {
  it.each([
    [token, true],
    [token.slice(0, -1), false],
    [`${token}x`, false],
    ["a1".repeat(32), false],
    [`portal_pat_${"a".repeat(42)}!`, false],
  ])("isPersonalToken(%j) is %j", (text, expected) => expect(isPersonalToken(text)).toBe(expected))

  it("sends a personal token as Bearer and a session id as EC", () => {
    expect(authorizationOf(token)).toBe(`Bearer ${token}`)
    expect(authorizationOf("a1".repeat(32))).toBe(`EC ${"a1".repeat(32)}`)
  })

  it.each([
    ["ci runner", true],
    ["deploy-2026.v1_x", true],
    ["1234", false],
    [" padded", false],
    ["padded ", false],
    ["tab\there", false],
    ["émoji", false],
    ["a", true],
  ])("a token may be named %j: %j", (name, expected) => expect(TOKEN_NAME_PATTERN.test(name)).toBe(expected))

  it.each([
    [null, undefined],
    [1, undefined],
    [PERSONAL_TOKEN_LIMITS.maxExpiryDays, undefined],
    [0, tokenTexts.expiryRange],
    [PERSONAL_TOKEN_LIMITS.maxExpiryDays + 1, tokenTexts.expiryRange],
    [2.5, tokenTexts.expiryRange],
  ])("a lifetime of %j days is refused with %j", (days, refusal) => expect(expiryRefusal(days)).toBe(refusal))

  it("expires whole days after creation, or never", () => {
    const created = new Date("2026-11-28T10:00:00Z")
    expect(expiresAt(created, 30)?.toISOString()).toBe("2026-12-28T10:00:00.000Z")
    expect(expiresAt(created, null)).toBeNull()
  })

  it.each([
    [null, "2026-11-28T10:00:00Z", true],
    ["2026-11-28T09:59:01Z", "2026-11-28T10:00:00Z", false],
    ["2026-11-28T09:59:00Z", "2026-11-28T10:00:00Z", true],
  ])("a last use of %j is written again at %j: %j", (last, now, due) =>
    expect(isLastUseDue(last === null ? null : new Date(last), new Date(now))).toBe(due),
  )

  it("names the expiry choices and tells an expired token from a live one", () => {
    expect([7, 30, 365, null].map(expiryChoiceText)).toEqual(["7 days", "30 days", "1 year", "No expiry"])
    const now = new Date("2026-11-28T10:00:00Z")
    expect(tokenState({ expires: "2026-11-28T10:00:00Z" }, now)).toBe("expired")
    expect(tokenState({ expires: "2026-11-29T10:00:00Z" }, now)).toBe("live")
    expect(tokenState({ expires: null }, now)).toBe("live")
  })

  it("says which token it cannot find by id or by name", () => {
    expect(tokenTexts.notFound("12")).toBe("You have no token 12")
    expect(tokenTexts.notFound("ci")).toBe('You have no token named "ci"')
  })
})
