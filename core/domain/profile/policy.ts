/** The usage and privacy policy a user accepts once (navigation data `viewedPolicy`). */
export const policyTexts = {
  title: "Terms of Use and Privacy Policy",
  intro: (productName: string, providerName: string) =>
    `Before you continue, please read how ${providerName} runs the ${productName} and handles your data.`,
  points: [
    "The portal is for managing your company's service tickets, equipment and agreements. Use it only for your company's business and keep your sign-in to yourself.",
    "We keep your name, email address, phone number and sign-in history to run your account, to contact you about your tickets and to keep the portal secure.",
    "Your company's administrators can see and manage the users of your company. Our staff may view the portal as you to help with support requests.",
    "We send you email about your account and, if you choose, about ticket events. You can change notification settings on your profile.",
    "Ask your administrator or our support line to correct or remove your data.",
  ],
  accept: "I accept",
  accepting: "Saving...",
  failed: "Your acceptance could not be saved. Please try again.",
} as const

/** The policy shows while the flag is false, for the signed-in user itself (not while viewing as them). */
export const needsPolicyAcceptance = (facts: {
  readonly loaded: boolean
  readonly viewedPolicy: boolean
  readonly isImpersonation: boolean
}): boolean => facts.loaded && !facts.viewedPolicy && !facts.isImpersonation
