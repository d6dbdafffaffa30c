import { describe, expect, it } from "vitest"
import { EMAIL_MAX_LENGTH, isSingleMailbox } from "./email-address.ts"
import { email } from "./rules.ts"

describe("one address, one mailbox", () => {
  it.each([
    "ann@example.com",
    "Ann.Lee@Example.COM",
    "ann+tickets@mail.example.co.uk",
    "o'brien@example.ie",
    "ann@[10.0.0.1]",
    "jürgen@example.de",
    "a-b_c@sub-domain.example.org",
  ])("accepts %j", (value) => expect(isSingleMailbox(value)).toBe(true))

  it.each([
    ['"x",victim1@evil.example,victim2@evil.example,"y"@example.com', "a quoted list"],
    ['"ann"@example.com', "a quoted local part"],
    ['"a b"@example.com', "a quoted local part with a space"],
    ["a@example.com,b@example.com", "a comma"],
    ["a@example.com;b@example.com", "a semicolon"],
    ["Ann <ann@example.com>", "a display name in angle brackets"],
    ["<ann@example.com>", "angle brackets"],
    ["team: a@example.com, b@example.com;", "a group"],
    ["ann(comment)@example.com", "a comment"],
    ["ann @example.com", "a space"],
    ["ann@example.com\nbcc@evil.example", "a line break"],
    ["ann@example.com\r\nBcc: x@evil.example", "a header injection"],
    ["ann\t@example.com", "a tab"],
    ["ann\u0000@example.com", "a NUL"],
    ["ann\u200b@example.com", "a zero-width space"],
    ["ann\u202e@example.com", "a bidi override"],
    ["\ufeffann@example.com", "a byte-order mark"],
    ["ann@@example.com", "two at signs"],
    ["ann@example", "no top-level domain"],
    ["ann@", "no domain"],
    ["@example.com", "no local part"],
    ["ann..lee@example.com", "an empty dot segment"],
    [`${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`, "more than 254 characters"],
  ])("refuses %j (%s)", (value) => expect(isSingleMailbox(value)).toBe(false))

  it("gives the spec's message through the form rule, and lets an empty value pass", () => {
    expect(email('"x",victim1@evil.example,victim2@evil.example,"y"@example.com')).toBe(
      "Invalid email address",
    )
    expect(email("")).toBeUndefined()
  })
})
