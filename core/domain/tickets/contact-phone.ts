import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import { PHONE_LIMITS } from "../validation/phone-limits.ts"

/**
 * A ticket's contact phone as people read it (issue 24 point 9): tickets carry the text the caller
 * typed ("3135550142", "+1 313-555-0142", "313.555.0142 x12"). A number valid for the default
 * country (US) reads in national format, "(313) 555-0142"; a valid foreign one in international
 * format; anything else as typed (trimmed), so nothing is lost. `undefined` when empty.
 */
export const formatContactPhone = (text: string | null | undefined): string | undefined => {
  const typed = text?.trim()
  if (!typed) return undefined
  const phone = parsePhoneNumberFromString(typed, PHONE_LIMITS.defaultCountry)
  if (!phone?.isValid()) return typed
  const ext = phone.ext ? ` ext. ${phone.ext}` : ""
  const number =
    phone.country === PHONE_LIMITS.defaultCountry ? phone.formatNational() : phone.formatInternational()
  return `${number.replace(/ ext\. \d+$/, "")}${ext}`
}
