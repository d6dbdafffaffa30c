import { describe, expect, it } from "vitest"
import { checkRule, isEmailValid, parseRules, validateField, validateForm } from "./rules.ts"

describe("parseRules", () => {
  it.each([
    [
      "required|max:100",
      [
        { name: "required", params: [] },
        { name: "maxLength", params: ["100"] },
      ],
    ],
    [
      "required|intlPhoneValid:true",
      [
        { name: "required", params: [] },
        { name: "intlPhoneValid", params: ["true"] },
      ],
    ],
    ["", []],
    [
      " email | noWhitespace ",
      [
        { name: "email", params: [] },
        { name: "noWhitespace", params: [] },
      ],
    ],
  ])("%s", (spec, expected) => expect(parseRules(spec)).toEqual(expected))
})

describe("rules and messages", () => {
  it.each([
    ["required", "Name", "", "Name is required"],
    ["required", "Name", "   ", "Name is required"],
    ["required", "Name", null, "Name is required"],
    ["required", "Name", "x", undefined],
    ["required", "Agreement", 3, undefined],
    ["max:5", "Code", "123456", "Code must be less than 5 characters"],
    ["max:5", "Code", "12345", undefined],
    ["email", "Email", "", undefined],
    ["email", "Email", "Ann@Example.COM", undefined],
    ["email", "Email", "ann@[10.0.0.1]", undefined],
    ["email", "Email", "ann@", "Invalid email address"],
    ["email", "Email", "a b@c.com", "Invalid email address"],
    ["noWhitespace", "Username", "a b", "Username cannot contain spaces"],
    ["noWhitespace", "Username", "ab", undefined],
    ["intlPhoneValid:true", "Phone", "+1", "Please enter a valid phone number"],
    ["intlPhoneValid:false", "Phone", "+1", undefined],
    ["mystery", "Thing", "x", "Thing is not valid."],
    ["required|max:3", "Code", "", "Code is required"],
  ])("%s on %s=%j", (rules, field, value, expected) =>
    expect(validateField(rules, field, value)).toBe(expected),
  )

  it("checkRule takes a parsed rule", () => {
    expect(checkRule({ name: "maxLength", params: ["2"] }, "X", "abc")).toBe(
      "X must be less than 2 characters",
    )
  })

  it.each([
    ["x@y.co", true],
    ["x@y", false],
    ["", true],
  ])("isEmailValid(%s)", (v, ok) => expect(isEmailValid(v)).toBe(ok))
})

describe("validateForm", () => {
  it("returns only failing fields", () => {
    const schema = { name: { label: "Name", rules: "required" }, email: { label: "Email", rules: "email" } }
    expect(validateForm(schema, { name: "", email: "ok@example.com" })).toEqual({ name: "Name is required" })
  })
})
