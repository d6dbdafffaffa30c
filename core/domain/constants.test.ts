import { describe, expect, it } from "vitest"
import { BREAKPOINTS, PAGE_SIZES, SESSION_KEYS, STORAGE_KEYS, TIMEOUTS, VERSION } from "./constants.ts"

describe("constants", () => {
  it.each([
    ["version", VERSION, "7.1.0"],
    ["request timeout", TIMEOUTS.request, 180_000],
    ["email change timeout", TIMEOUTS.emailChange, 7_000],
    ["ticket page size", PAGE_SIZES.tickets, 25],
    ["user page size", PAGE_SIZES.users, 24],
    ["breakpoints", Object.values(BREAKPOINTS), [0, 770, 1050, 999_999]],
    ["dismissed banner key", STORAGE_KEYS.dismissedBanner, "dismissedBanner"],
    ["session keys", SESSION_KEYS, ["session", "addReminder", "contactedAccountTeam"]],
  ])("%s", (_, actual, expected) => expect(actual).toEqual(expected))
})
