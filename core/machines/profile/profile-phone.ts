import type { ProfileDraft } from "../../domain/profile/profile-fields.ts"
import {
  type PhoneInputEvent,
  type PhoneInputState,
  phoneInputStep,
  phoneInputValue,
  withLookedUpCountry,
} from "../../domain/validation/phone-input.ts"

/** The parts of the profile machine's context the phone input reads and writes. */
export interface ProfilePhoneContext {
  readonly lookupUrl: string | null
  readonly draft: ProfileDraft | null
  readonly phone: PhoneInputState | null
}

/**
 * Whether the phone input asks the IP-to-country lookup for its first country (spec section 7):
 * only when a lookup URL is configured and the number on the form is empty.
 */
export const needsCountryLookup = (c: ProfilePhoneContext): boolean =>
  c.lookupUrl !== null && c.draft !== null && c.draft.phonenumber.trim() === ""

/** One phone input step: the input's state, and the draft's number (E.164 once valid, else as typed). */
export const steppedPhone = (c: ProfilePhoneContext, event: PhoneInputEvent) => {
  if (c.phone === null || c.draft === null) return {}
  const phone = phoneInputStep(c.phone, event)
  return { phone, draft: { ...c.draft, phonenumber: phoneInputValue(phone) ?? phone.text } }
}

/** The lookup's country (null: it failed, so the first preferred country). */
export const locatedPhone = (c: ProfilePhoneContext, iso2: string | null) =>
  c.phone === null ? {} : { phone: withLookedUpCountry(c.phone, iso2) }
