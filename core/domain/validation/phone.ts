import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max"
import { PHONE_LIMITS } from "./phone-limits.ts"
import { messages } from "./rules.ts"

/**
 * The phone rule of spec sections 5 and 9, declared once: the phone input (form), the server
 * (PATCH /v1/user/:id) and the CLI (`portal profile update --phone`) all call these functions.
 * Validity is libphonenumber-js's per country (national-number patterns and possible lengths).
 */

/** What the number parses to (spec section 3, Phone input state). */
export interface ParsedPhone {
  readonly countryCallingCode: string
  readonly countryCode: CountryCode | null
  /** In national mode: the national format when valid, else what was typed. */
  readonly formatted: string
  readonly nationalNumber: string
  /** E.164 (`+442079460958`): what is saved. */
  readonly number: string
  readonly valid: boolean
}

export type PhoneProblem = "required" | "tooShort" | "tooLong" | "invalid"

/** The outcome of checking a typed number against a country. */
export interface PhoneCheck {
  readonly valid: boolean
  readonly problem: PhoneProblem | null
  readonly parsed: ParsedPhone | null
}

const digitCount = (text: string) => text.replace(/\D/g, "").length

/**
 * Checks a typed number: in national mode it is read in `country` unless it starts with '+'.
 * Empty is `required`; under 2 digits `tooShort`; over 17 `tooLong`; otherwise libphonenumber-js
 * decides validity for the country.
 */
export const checkPhone = (text: string, country: CountryCode): PhoneCheck => {
  const trimmed = text.trim()
  if (trimmed === "") return { valid: false, problem: "required", parsed: null }
  const digits = digitCount(trimmed)
  if (digits < PHONE_LIMITS.minDigits) return { valid: false, problem: "tooShort", parsed: null }
  if (digits > PHONE_LIMITS.maxDigits || trimmed.length > PHONE_LIMITS.maxInputLength)
    return { valid: false, problem: "tooLong", parsed: null }
  const phone = parsePhoneNumberFromString(trimmed, country)
  if (phone === undefined) return { valid: false, problem: "invalid", parsed: null }
  const valid = phone.isValid()
  const parsed: ParsedPhone = {
    countryCallingCode: phone.countryCallingCode,
    countryCode: phone.country ?? null,
    formatted: valid ? phone.formatNational() : trimmed,
    nationalNumber: phone.nationalNumber,
    number: phone.number,
    valid,
  }
  return { valid, problem: valid ? null : "invalid", parsed }
}

/** The message of the rule 'required|intlPhoneValid' for a failed check (spec section 5). */
export const phoneProblemText = (problem: PhoneProblem | null, field = "Phone Number"): string | null => {
  if (problem === null) return null
  return problem === "required" ? messages.required(field) : messages.intlPhoneValid()
}

/**
 * What the field shows after blur or a country change (spec section 4, phone input): the national
 * format when valid, else the national number (or the text as typed when it does not parse).
 */
export const displayPhone = (text: string, country: CountryCode): string => {
  const { parsed } = checkPhone(text, country)
  if (parsed === null) return text
  return parsed.valid ? parsed.formatted : parsed.nationalNumber
}

/** The country a stored number belongs to (`+44...` is GB), or null when it does not say. */
export const countryOfStoredPhone = (stored: string | null | undefined): CountryCode | null => {
  if (!stored?.startsWith("+")) return null
  return parsePhoneNumberFromString(stored)?.country ?? null
}

/**
 * A stored number as people read it, the one display rule for every phone on record (profiles,
 * ticket contact and billing phones, the new ticket's contact): a number valid for the default
 * country (US) in national format, "(313) 555-0142"; a valid foreign one in international format,
 * "+44 20 7946 0958"; an extension as " ext. 12". Tickets also carry text as the caller typed it
 * ("313.555.0142 x12"), read in the default country; what does not parse is kept as typed
 * (trimmed), so nothing is lost. Empty for a missing number.
 */
export const formatStoredPhone = (stored: string | null | undefined): string => {
  const typed = stored?.trim()
  if (!typed) return ""
  const phone = parsePhoneNumberFromString(typed, PHONE_LIMITS.defaultCountry)
  if (!phone?.isValid()) return typed
  const ext = phone.ext ? ` ext. ${phone.ext}` : ""
  const number =
    phone.country === PHONE_LIMITS.defaultCountry ? phone.formatNational() : phone.formatInternational()
  return `${number.replace(/ ext\. \d+$/, "")}${ext}`
}

/**
 * The server's and CLI's check of a number to save: required, international (E.164 or any text
 * starting with '+'), and valid. Returns the message, or undefined when it passes.
 */
export const phoneRefusal = (value: string): string | undefined => {
  const trimmed = value.trim()
  if (trimmed === "") return messages.required("Phone Number")
  if (!trimmed.startsWith("+")) return `${messages.intlPhoneValid()} (start it with + and the country code)`
  return checkPhone(trimmed, PHONE_LIMITS.defaultCountry).valid ? undefined : messages.intlPhoneValid()
}

/** A number to save, in E.164 (`+442079460958`); undefined when it is not valid. */
export const phoneToStore = (value: string, country: CountryCode = PHONE_LIMITS.defaultCountry) => {
  const { parsed } = checkPhone(value, country)
  return parsed?.valid ? parsed.number : undefined
}

/** An extension: empty, or 1-10 digits. Returns the message, or undefined when it passes. */
export const extensionRefusal = (value: string): string | undefined =>
  value === "" || new RegExp(`^\\d{1,${PHONE_LIMITS.maxExtensionLength}}$`).test(value)
    ? undefined
    : `Extension must be digits only, at most ${PHONE_LIMITS.maxExtensionLength}`
