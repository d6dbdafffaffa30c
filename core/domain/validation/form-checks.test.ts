import { describe, expect, it } from "vitest"
import { checkedErrors, refusalText } from "./form-checks.ts"

type F = "name" | "email"
const current = { name: "Name is required", email: "Invalid email address" } as const

describe("checkedErrors: on blur, change and model update, not on input (spec section 5)", () => {
  it.each([
    ["typing shows nothing new", {}, { type: "input" }, {}],
    ["typing keeps what the last check showed", { name: "old" }, { type: "input" }, { name: "old" }],
    ["leaving a field checks that field only", {}, { type: "blur", field: "name" }, { name: current.name }],
    ["choosing in a field checks it", {}, { type: "change", field: "email" }, { email: current.email }],
    ["a submit checks every field", {}, { type: "submit" }, current],
    ["values set by the program check every field", { name: "old" }, { type: "modelUpdate" }, current],
  ] as const)("%s", (_, shown, event, expected) => {
    expect(checkedErrors<F>(shown, event, current)).toEqual(expected)
  })

  it("a field that passes when left loses its error; the others keep theirs", () => {
    expect(checkedErrors<F>(current, { type: "blur", field: "name" }, { email: "still" })).toEqual({
      email: current.email,
    })
  })
})

describe("refusalText", () => {
  it.each([
    ["Phone Number", "Please enter a valid phone number", "Please enter a valid phone number"],
    ["Phone Number", "", "Phone Number is not valid."],
    ["Extension", undefined, "Extension is not valid."],
    ["Email", "  ", "Email is not valid."],
  ])("%s / %j -> %s", (label, message, text) => {
    expect(refusalText(label, message)).toBe(text)
  })
})
