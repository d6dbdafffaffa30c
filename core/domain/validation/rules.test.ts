import { describe, expect, it } from "vitest"
import {
  email,
  intlPhoneValid,
  isEmailValid,
  maxLength,
  noWhitespace,
  required,
  validateField,
  validateForm,
} from "./rules.ts"

describe("named rules and their messages (spec section 5)", () => {
  it.each([
    ["", "Name is required"],
    ["   ", "Name is required"],
    [null, "Name is required"],
    ["x", undefined],
    [3, undefined],
  ])("required %j", (value, expected) => expect(required("Name", value)).toBe(expected))

  it.each([
    ["123456", "Code must be less than 5 characters"],
    ["12345", undefined],
    ["", undefined],
  ])("maxLength %j", (value, expected) => expect(maxLength("Code", 5, value)).toBe(expected))

  it.each([
    ["", undefined],
    ["Ann@Example.COM", undefined],
    ["ann@[10.0.0.1]", undefined],
    ["ann@", "Invalid email address"],
    ["a b@c.com", "Invalid email address"],
  ])("email %j", (value, expected) => expect(email(value)).toBe(expected))

  it.each([
    ["a b", "Username cannot contain spaces"],
    ["ab", undefined],
  ])("noWhitespace %j", (value, expected) => expect(noWhitespace("Username", value)).toBe(expected))

  it.each([
    ["true", "Please enter a valid phone number"],
    ["false", undefined],
    [undefined, undefined],
  ])("intlPhoneValid %j", (param, expected) => expect(intlPhoneValid(param)).toBe(expected))

  it.each([
    ["x@y.co", true],
    ["x@y", false],
    ["", true],
  ])("isEmailValid(%s)", (v, ok) => expect(isEmailValid(v)).toBe(ok))
})

describe("validateField and validateForm", () => {
  const code = { label: "Code", required: true, maxLength: 3 }
  it.each([
    ["", "Code is required"],
    ["abcd", "Code must be less than 3 characters"],
    ["abc", undefined],
  ])("required before maxLength: %j", (value, expected) => expect(validateField(code, value)).toBe(expected))

  it("returns only failing fields", () => {
    const rules = {
      name: { label: "Name", required: true },
      email: { label: "Email", required: false, email: true },
    }
    expect(validateForm(rules, { name: "", email: "ok@example.com" })).toEqual({ name: "Name is required" })
  })
})
