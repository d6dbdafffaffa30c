import { describe, expect, it } from "vitest"
import { resolveVars } from "./flow-vars.ts"

describe("resolveVars", () => {
  const vars = new Map([["token", "T0KEN"]])

  it("replaces every { $var } reference, however deep, and copies the rest", () => {
    const input = {
      token: { $var: "token" },
      list: [{ $var: "token" }, 1],
      keep: { $var: "token", other: 1 },
    }
    expect(resolveVars(input, vars)).toEqual({
      token: "T0KEN",
      list: ["T0KEN", 1],
      keep: { $var: "token", other: 1 },
    })
    expect(input.token).toEqual({ $var: "token" })
  })

  it("names a reference no step has set", () => {
    expect(() => resolveVars({ token: { $var: "missing" } }, vars)).toThrow(/no value named 'missing'/)
  })

  it("leaves values without references alone", () => {
    expect(resolveVars({ type: "x", n: 1, s: "$var" }, vars)).toEqual({ type: "x", n: 1, s: "$var" })
  })
})
