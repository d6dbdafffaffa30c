import { describe, expect, it } from "vitest"
import { formatContactPhone } from "./contact-phone.ts"

describe("formatContactPhone", () => {
  it.each([
    ["3135550142", "(313) 555-0142"],
    ["+13135550142", "(313) 555-0142"],
    [" 313.555.0142 ", "(313) 555-0142"],
    ["313-555-0142 x12", "(313) 555-0142 ext. 12"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["+442079460958", "+44 20 7946 0958"],
    ["call the front desk", "call the front desk"],
    ["12", "12"],
    ["  ", undefined],
    [null, undefined],
  ])("%j reads %j", (text, expected) => expect(formatContactPhone(text)).toBe(expected))
})
