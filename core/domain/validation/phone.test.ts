import { getCountries } from "libphonenumber-js/max"
import { describe, expect, it } from "vitest"
import {
  checkPhone,
  countryOfStoredPhone,
  displayPhone,
  formatStoredPhone,
  phoneProblemText,
  phoneRefusal,
  phoneToStore,
} from "./phone.ts"
import {
  countriesByName,
  opensUpward,
  phoneCountries,
  phoneCountry,
  typeAheadStep,
} from "./phone-countries.ts"
import { needsContactConfirmation } from "../profile/contact-prompt.ts"

describe("checkPhone", () => {
  it.each([
    ["", "US", false, "required"],
    ["   ", "US", false, "required"],
    ["7", "US", false, "tooShort"],
    ["+1 234 567 890 123 456 789", "US", false, "tooLong"],
    ["123456789012345678", "GB", false, "tooLong"],
    // 17 digits is the most allowed: not too long, just not a GB number.
    ["12345678901234567", "GB", false, "invalid"],
    ["(123) 456-7890", "US", false, "invalid"],
    ["(202) 456-1111", "US", true, null],
    ["020 7946 0958", "GB", true, null],
    ["07911 123456", "GB", true, null],
    ["020 7946 0958", "US", false, "invalid"],
    ["+44 20 7946 0958", "US", true, null],
    ["12", "GB", false, "invalid"],
  ] as const)("%j in %s: valid %s (%s)", (text, country, valid, problem) => {
    const check = checkPhone(text, country)
    expect(check.valid).toBe(valid)
    expect(check.problem).toBe(problem)
  })

  it("parses into the phone input state's fields", () => {
    expect(checkPhone("020 7946 0958", "GB").parsed).toEqual({
      countryCallingCode: "44",
      countryCode: "GB",
      formatted: "020 7946 0958",
      nationalNumber: "2079460958",
      number: "+442079460958",
      valid: true,
    })
  })
})

describe("formatting", () => {
  it.each([
    ["2024561111", "US", "(202) 456-1111"],
    ["02079460958", "GB", "020 7946 0958"],
    ["+442079460958", "GB", "020 7946 0958"],
    ["2079460958", "GB", "020 7946 0958"],
    ["12345", "GB", "12345"],
    ["abc", "US", "abc"],
  ] as const)("%s in %s shows as %s", (text, country, shown) => {
    expect(displayPhone(text, country)).toBe(shown)
  })

  it.each([
    ["+442079460958", "+44 20 7946 0958", "GB"],
    ["+12024561111", "(202) 456-1111", "US"],
    ["3135550100", "(313) 555-0100", null],
    [null, "", null],
  ] as const)("stored %s reads %s (country %s)", (stored, shown, country) => {
    expect(formatStoredPhone(stored)).toBe(shown)
    expect(countryOfStoredPhone(stored)).toBe(country)
  })

  it.each([
    ["3135550142", "(313) 555-0142"],
    ["+13135550142", "(313) 555-0142"],
    [" 313.555.0142 ", "(313) 555-0142"],
    ["313-555-0142 x12", "(313) 555-0142 ext. 12"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["call the front desk", "call the front desk"],
    ["12", "12"],
    ["  ", ""],
    [undefined, ""],
  ])("typed %j reads %j", (text, shown) => expect(formatStoredPhone(text)).toBe(shown))

  it("stores E.164", () => {
    expect(phoneToStore("020 7946 0958", "GB")).toBe("+442079460958")
    expect(phoneToStore("020 7946", "GB")).toBeUndefined()
  })
})

describe("the server's and CLI's refusal", () => {
  it.each([
    ["+44 20 7946 0958", undefined],
    ["+12024561111", undefined],
    ["", "Phone Number is required"],
    ["2024561111", "Please enter a valid phone number (start it with + and the country code)"],
    ["+1 555", "Please enter a valid phone number"],
  ] as const)("%j -> %s", (value, message) => {
    expect(phoneRefusal(value)).toBe(message)
  })

  it("names the rule's messages", () => {
    expect(phoneProblemText("required")).toBe("Phone Number is required")
    expect(phoneProblemText("tooLong")).toBe("Please enter a valid phone number")
    expect(phoneProblemText(null)).toBeNull()
  })
})

describe("countries", () => {
  it("lists US and GB first, then by name, with dial codes", () => {
    expect(
      phoneCountries()
        .slice(0, 2)
        .map((c) => c.iso2),
    ).toEqual(["US", "GB"])
    expect(phoneCountry("gb")).toEqual({ iso2: "GB", dialCode: "44", name: "United Kingdom" })
    expect(phoneCountry("ZZ").iso2).toBe("US")
    const rest = phoneCountries()
      .slice(2)
      .map((c) => c.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)))
  })
})

describe("countriesByName", () => {
  it("derives every libphonenumber-js country by English name, with its calling code", () => {
    const all = countriesByName()
    expect(all).toHaveLength(getCountries().length)
    expect(all.map((c) => c.name)).toEqual(all.map((c) => c.name).sort((a, b) => a.localeCompare(b)))
    expect(all.slice(0, 2)).toEqual([
      { iso2: "AF", name: "Afghanistan", dialCode: "93" },
      { iso2: "AX", name: "Åland Islands", dialCode: "358" },
    ])
    expect(all).toContainEqual({ iso2: "GB", name: "United Kingdom", dialCode: "44" })
    expect(new Set(phoneCountries())).toEqual(new Set(all))
  })
})

describe("needsContactConfirmation", () => {
  const base = { phonenumber: "", irPhonesFlag: true, signedIn: true, isImpersonation: false }
  it.each([
    [{}, true],
    [{ phonenumber: null }, true],
    [{ phonenumber: "3135550100" }, true],
    [{ phonenumber: "+13135550100" }, false],
    [{ irPhonesFlag: false }, false],
    [{ signedIn: false }, false],
    [{ isImpersonation: true }, false],
  ])("%j -> %s", (facts, shown) => {
    expect(needsContactConfirmation({ ...base, ...facts })).toBe(shown)
  })
})

describe("country list behaviour", () => {
  it("opens upward with less than 200 px below", () => {
    expect(opensUpward(199)).toBe(true)
    expect(opensUpward(200)).toBe(false)
  })

  it("joins letters typed within 700 ms into one search", () => {
    const first = typeAheadStep({ text: "", at: 0 }, "g", 10_000)
    expect(first.match?.iso2).toBe("GA")
    const second = typeAheadStep(first.next, "e", 10_700)
    expect(second.match?.iso2).toBe("GE")
    const late = typeAheadStep(second.next, "u", 11_401)
    expect(late.next.text).toBe("u")
    expect(late.match?.name).toMatch(/^U/)
  })
})
