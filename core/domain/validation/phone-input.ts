import type { CountryCode } from "libphonenumber-js/max"
import { checkPhone, countryOfStoredPhone, displayPhone, type PhoneCheck } from "./phone.ts"
import { PHONE_LIMITS } from "./phone-limits.ts"
import { type PhoneCountry, phoneCountry } from "./phone-countries.ts"

/**
 * The phone input's state (spec section 3, Phone input state; section 4, phone input): the text,
 * the selected country, whether the field has focus, and the last check. Pure: the phone
 * confirmation machine and the profile form both step it with `phoneInputStep`.
 */
export interface PhoneInputState {
  /** What the field shows. */
  readonly text: string
  readonly country: PhoneCountry
  readonly focused: boolean
  /** True once the number was checked at a blur (the first check). */
  readonly checked: boolean
  readonly check: PhoneCheck
}

export type PhoneInputEvent =
  | { readonly type: "phone.input"; readonly text: string }
  | { readonly type: "phone.focus" }
  | { readonly type: "phone.blur" }
  | { readonly type: "phone.country"; readonly iso2: string }

/**
 * The starting state for a stored number: its own country when it has a '+' prefix (shown in
 * national format), else `fallback` (the looked-up or first preferred country) with the text as is.
 */
export const phoneInputOf = (stored: string | null | undefined, fallback?: CountryCode): PhoneInputState => {
  const own = countryOfStoredPhone(stored)
  const country = phoneCountry(own ?? fallback ?? PHONE_LIMITS.preferredCountries[0])
  const raw = (stored ?? "").slice(0, PHONE_LIMITS.maxInputLength)
  const text = own ? displayPhone(raw, country.iso2) : raw
  return { text, country, focused: false, checked: false, check: checkPhone(text, country.iso2) }
}

/**
 * The IP lookup's country (null when it failed: the first preferred country), unless the number
 * is already valid for the country it has.
 */
export const withLookedUpCountry = (state: PhoneInputState, iso2: string | null): PhoneInputState => {
  if (state.check.valid) return state
  const country = phoneCountry(iso2 ?? PHONE_LIMITS.preferredCountries[0])
  return { ...state, country, check: checkPhone(state.text, country.iso2) }
}

const blurred = (state: PhoneInputState): PhoneInputState => {
  const check = checkPhone(state.text, state.country.iso2)
  // A number typed with another country's prefix selects that country.
  const code = check.parsed?.valid ? check.parsed.countryCode : null
  const country = code && code !== state.country.iso2 ? phoneCountry(code) : state.country
  const text = check.valid ? displayPhone(state.text, country.iso2) : state.text
  return { text, country, focused: false, checked: true, check: checkPhone(text, country.iso2) }
}

/**
 * One step: typing keeps the text as typed (formatting is off while focused, at most 25
 * characters); blur checks and rewrites a valid number to its national format; after the first
 * check, a country change reformats (formatted if valid, else the national number) and blurs.
 */
export const phoneInputStep = (state: PhoneInputState, event: PhoneInputEvent): PhoneInputState => {
  switch (event.type) {
    case "phone.input": {
      const text = event.text.slice(0, PHONE_LIMITS.maxInputLength)
      return { ...state, text, check: checkPhone(text, state.country.iso2) }
    }
    case "phone.focus":
      return { ...state, focused: true }
    case "phone.blur":
      return blurred(state)
    case "phone.country": {
      const country = phoneCountry(event.iso2)
      const check = checkPhone(state.text, country.iso2)
      if (!state.checked) return { ...state, country, check }
      const text = displayPhone(state.text, country.iso2)
      return blurred({ ...state, country, text })
    }
  }
}

/** The number to save (E.164), or null while it is not valid. */
export const phoneInputValue = (state: PhoneInputState): string | null =>
  state.check.valid ? (state.check.parsed?.number ?? null) : null
