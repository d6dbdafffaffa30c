/** What decides whether the contact confirmation is shown (spec sections 5 and 6). */
export interface ContactPromptFacts {
  /** The signed-in user's phone number on file (navigation data). */
  readonly phonenumber: string | null | undefined
  /** Feature flag `irPhonesFlag` (configuration, default off). */
  readonly irPhonesFlag: boolean
  readonly signedIn: boolean
  readonly isImpersonation: boolean
}

/**
 * The phone prompt appears when the number is empty or does not start with '+', only with the
 * feature flag on, for a signed-in user who is not viewing as someone else.
 */
export const needsContactConfirmation = (facts: ContactPromptFacts): boolean =>
  facts.irPhonesFlag &&
  facts.signedIn &&
  !facts.isImpersonation &&
  !(facts.phonenumber ?? "").trim().startsWith("+")

/** Texts of the contact confirmation screen (spec sections 2 and 8). */
export const contactTexts = {
  title: "Please confirm your contact info",
  body: "Please review the phone number we have on file for you and change the country code if needed.",
  placeholder: "Phone Number",
  submit: "Looks good!",
  errorTitle: "Error",
  saveFailed: "We could not set your phone number, please try again.",
  done: "Thank you, your phone number is saved.",
} as const
