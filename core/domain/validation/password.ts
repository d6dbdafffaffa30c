/** Password rules of spec section 5 (new password and reset). */

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** The fixed set of punctuation counted as symbols. */
export const PASSWORD_SYMBOLS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

export const passwordMessages = {
  weak: "Password is too weak",
  strong: "Strong password!",
  mismatch: "Passwords do not match",
} as const

export interface PasswordChecks {
  readonly length: boolean
  readonly digit: boolean
  readonly uppercase: boolean
  readonly symbol: boolean
}

export const passwordChecks = (password: string): PasswordChecks => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  digit: /[0-9]/.test(password),
  uppercase: /[A-Z]/.test(password),
  symbol: [...password].some((ch) => PASSWORD_SYMBOLS.includes(ch)),
})

export const passwordRulesMet = (password: string): number =>
  Object.values(passwordChecks(password)).filter(Boolean).length

/** Strong means all four rules hold. */
export const isPasswordStrong = (password: string): boolean => passwordRulesMet(password) === 4

/** Strength bar colour: green when strong, yellow at 3, orange at 2, red when typed with fewer, none when empty. */
export type PasswordStrength = "green" | "yellow" | "orange" | "red" | "none"

export const passwordStrength = (password: string): PasswordStrength => {
  if (password.length === 0) return "none"
  const met = passwordRulesMet(password)
  if (met === 4) return "green"
  if (met === 3) return "yellow"
  if (met === 2) return "orange"
  return "red"
}

/** The message under the strength bar, or `undefined` when nothing is typed. */
export const passwordStrengthMessage = (password: string): string | undefined =>
  password.length === 0
    ? undefined
    : isPasswordStrong(password)
      ? passwordMessages.strong
      : passwordMessages.weak

/** Mismatch message once a confirmation is typed and differs. */
export const passwordConfirmationMessage = (password: string, confirmation: string): string | undefined =>
  confirmation.length > 0 && confirmation !== password ? passwordMessages.mismatch : undefined

/** Submit is disabled when either is empty, they differ, the password is not strong, too long, or a submission runs. */
export const canSubmitPassword = (password: string, confirmation: string, submitting: boolean): boolean =>
  !submitting &&
  password.length > 0 &&
  confirmation.length > 0 &&
  password === confirmation &&
  password.length <= PASSWORD_MAX_LENGTH &&
  isPasswordStrong(password)

/** How each rule is named when the server refuses a password (400 `BadRequest` on `password`). */
export const passwordRuleNames: { readonly [K in keyof PasswordChecks]: string } = {
  length: `at least ${PASSWORD_MIN_LENGTH} characters`,
  digit: "a digit",
  uppercase: "an uppercase letter",
  symbol: `a symbol (one of ${PASSWORD_SYMBOLS})`,
}

/** The names of the rules a password does not meet, plus the length limit; empty when it is acceptable. */
export const unmetPasswordRules = (password: string): ReadonlyArray<string> => {
  const checks = passwordChecks(password)
  const unmet = (Object.keys(checks) as Array<keyof PasswordChecks>)
    .filter((k) => !checks[k])
    .map((k) => passwordRuleNames[k])
  return password.length > PASSWORD_MAX_LENGTH
    ? [...unmet, `at most ${PASSWORD_MAX_LENGTH} characters`]
    : unmet
}

/** The server's refusal of a weak password, naming the unmet rules; `undefined` when acceptable. */
export const passwordRefusal = (password: string): string | undefined => {
  const unmet = unmetPasswordRules(password)
  return unmet.length === 0 ? undefined : `${passwordMessages.weak}: it needs ${unmet.join(", ")}`
}
