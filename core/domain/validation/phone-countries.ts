import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/max"
import { PHONE_LIMITS } from "./phone-limits.ts"

/**
 * The countries of the phone input (spec sections 3 and 9) and of GET /v1/ec/countries, derived
 * at run time from libphonenumber-js (codes and calling codes) and `Intl.DisplayNames` (English
 * names): no copied table to keep in step with the library.
 */

/** A country of the phone input's list (spec section 3, Phone input state: dial code, iso2, name). */
export interface PhoneCountry {
  readonly iso2: CountryCode
  readonly dialCode: string
  readonly name: string
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" })

const countryOf = (iso2: CountryCode): PhoneCountry => ({
  iso2,
  dialCode: getCountryCallingCode(iso2),
  name: regionNames.of(iso2) ?? iso2,
})

const byName = (a: PhoneCountry, b: PhoneCountry) => a.name.localeCompare(b.name)

let sortedByName: ReadonlyArray<PhoneCountry> | undefined
let countries: ReadonlyArray<PhoneCountry> | undefined

/** Every country by English name (GET /v1/ec/countries). Built on first use, then kept. */
export const countriesByName = (): ReadonlyArray<PhoneCountry> => {
  sortedByName ??= getCountries().map(countryOf).sort(byName)
  return sortedByName
}

/**
 * Every country, the preferred ones (US, GB) first, then the rest by name. Built on first use
 * (names for 245 regions cost time that importing this module should not).
 */
export const phoneCountries = (): ReadonlyArray<PhoneCountry> => {
  if (countries !== undefined) return countries
  const preferred = PHONE_LIMITS.preferredCountries.map(countryOf)
  const rest = countriesByName().filter((c) => !PHONE_LIMITS.preferredCountries.includes(c.iso2))
  countries = [...preferred, ...rest]
  return countries
}

/** The list entry of a country code, or the default country's for an unknown one. */
export const phoneCountry = (iso2: string | null | undefined): PhoneCountry => {
  const code = iso2?.toUpperCase()
  return code !== undefined && isPhoneCountry(code) ? countryOf(code) : countryOf(PHONE_LIMITS.defaultCountry)
}

/** True for an ISO 3166 code that the phone input lists. */
export const isPhoneCountry = (iso2: string): iso2 is CountryCode =>
  getCountries().includes(iso2 as CountryCode)

/** True when the country list should open upward: less than 200 px left below the field. */
export const opensUpward = (spaceBelowPx: number): boolean => spaceBelowPx < PHONE_LIMITS.openUpwardBelowPx

/** Type-to-find on the country button: letters within 700 ms of each other join into one search. */
export interface TypeAhead {
  readonly text: string
  readonly at: number
}

/** The search after a key at `now` (ms), and the first country whose name starts with it. */
export const typeAheadStep = (
  previous: TypeAhead,
  key: string,
  now: number,
): { readonly next: TypeAhead; readonly match: PhoneCountry | undefined } => {
  const joined = now - previous.at <= PHONE_LIMITS.typeToFindMs ? previous.text + key : key
  const text = joined.toLowerCase()
  const match = phoneCountries().find((c) => c.name.toLowerCase().startsWith(text))
  return { next: { text, at: now }, match }
}
