import { describe, expect, it } from "vitest"
import { avatarInitials, fullName, isAutomatedSender, profileIconInitials } from "./initials.ts"

describe("avatarInitials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada king lovelace", "AL"],
    ["  Grace   Hopper  ", "GH"],
    ["Plato", "P"],
    ["", ""],
    [null, ""],
  ])("%j -> %j", (name, expected) => expect(avatarInitials(name)).toBe(expected))
})

describe("profileIconInitials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada king lovelace", "AK"],
    ["plato", "P"],
    ["   ", null],
    [undefined, null],
  ])("%j -> %j", (name, expected) => expect(profileIconInitials(name)).toBe(expected))
})

describe("isAutomatedSender", () => {
  it.each([
    ["Monitoring Alert", true],
    ["monitoring", true],
    ["Intranet Message", true],
    ["Ada Lovelace", false],
    [null, false],
  ])("%j -> %j", (name, expected) => expect(isAutomatedSender(name)).toBe(expected))
})

describe("fullName", () => {
  it.each([
    ["Ada", "Lovelace", "Ada Lovelace"],
    ["Ada", "", "Ada"],
    [null, null, ""],
  ])("%j %j", (first, last, expected) => expect(fullName(first, last)).toBe(expected))
})
