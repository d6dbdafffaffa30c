import { describe, expect, it } from "vitest"
import { countryCodeOf } from "./country-lookup.ts"

describe("country lookup answer", () => {
  it.each([
    ['{"country":"gb"}', "GB"],
    ['{"country_code":"DE","ip":"1.2.3.4"}', "DE"],
    ["FR\n", "FR"],
    ["<html>", null],
    ['{"country":"United Kingdom"}', null],
  ])("reads %j as %s", (body, code) => {
    expect(countryCodeOf(body)).toBe(code)
  })
})
