import type { CountryCode } from "libphonenumber-js/max"

/**
 * The phone input's limits (spec sections 5 and 9), declared once. Kept apart from the phone
 * rules so that Schemas and forms can read them without loading libphonenumber-js's metadata.
 */
export const PHONE_LIMITS = {
  /** The input accepts at most 25 characters. */
  maxInputLength: 25,
  /** Fewer digits than this are too short. */
  minDigits: 2,
  /** More digits than this are too long. */
  maxDigits: 17,
  defaultCountry: "US" as CountryCode,
  preferredCountries: ["US", "GB"] as ReadonlyArray<CountryCode>,
  /** Letters typed on the country list within this time join into one search. */
  typeToFindMs: 700,
  /** The country list opens upward when less than this many pixels are left below the field. */
  openUpwardBelowPx: 200,
  /** An extension: digits only, at most this many. */
  maxExtensionLength: 10,
} as const
