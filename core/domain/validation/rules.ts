import { isSingleMailbox } from "./email-address.ts"

/**
 * Named form rules of spec section 5, as typed functions: each returns the rule's message when the
 * value fails it, `undefined` when it passes. Validation runs on blur, change and model update, never
 * on input: hosts call these from those events only. Which rules a field has comes from the
 * contract's Schema (`fieldRulesOf` in core/schema/form-fields.ts), not from rule strings.
 */

/** A value as forms hold it: text, a number, or nothing. */
export type FieldValue = string | number | null | undefined

const text = (value: FieldValue): string => (value === null || value === undefined ? "" : String(value))

export const messages = {
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, limit: number) => `${field} must be less than ${limit} characters`,
  email: () => "Invalid email address",
  noWhitespace: (field: string) => `${field} cannot contain spaces`,
  intlPhoneValid: () => "Please enter a valid phone number",
  /** The default message of a rule that has none of its own (spec section 5). */
  notValid: (field: string) => `${field} is not valid.`,
} as const

/** Fails when empty or only whitespace. */
export const isRequiredValid = (value: FieldValue): boolean => text(value).trim().length > 0

/** Fails when longer than the limit. */
export const isMaxLengthValid = (value: FieldValue, limit: number): boolean => text(value).length <= limit

/** An empty value passes; otherwise it must be one mailbox (`isSingleMailbox`, email-address.ts). */
export const isEmailValid = (value: FieldValue): boolean => {
  const v = text(value)
  return v === "" || isSingleMailbox(v)
}

/** Fails on any whitespace. */
export const isNoWhitespaceValid = (value: FieldValue): boolean => !/\s/.test(text(value))

/** Fails when its parameter is the text 'true' (the phone input reports invalidity through it). */
export const isIntlPhoneParamValid = (param: string | undefined): boolean => param !== "true"

/** required: '<field> is required'. */
export const required = (field: string, value: FieldValue): string | undefined =>
  isRequiredValid(value) ? undefined : messages.required(field)

/** maxLength: '<field> must be less than <limit> characters'. */
export const maxLength = (field: string, limit: number, value: FieldValue): string | undefined =>
  isMaxLengthValid(value, limit) ? undefined : messages.maxLength(field, limit)

/** email: 'Invalid email address'. */
export const email = (value: FieldValue): string | undefined =>
  isEmailValid(value) ? undefined : messages.email()

/** noWhitespace: '<field> cannot contain spaces'. */
export const noWhitespace = (field: string, value: FieldValue): string | undefined =>
  isNoWhitespaceValid(value) ? undefined : messages.noWhitespace(field)

/** intlPhoneValid: 'Please enter a valid phone number' when the phone input reports 'true'. */
export const intlPhoneValid = (param: string | undefined): string | undefined =>
  isIntlPhoneParamValid(param) ? undefined : messages.intlPhoneValid()

/** The rules of one form field: its label and what the contract's Schema declares for it. */
export interface FieldRules {
  readonly label: string
  readonly required: boolean
  readonly maxLength?: number | undefined
  readonly email?: boolean | undefined
}

/** The first failing rule's message (required, then maxLength, then email), or `undefined`. */
export const validateField = (rules: FieldRules, value: FieldValue): string | undefined =>
  (rules.required ? required(rules.label, value) : undefined) ??
  (rules.maxLength === undefined ? undefined : maxLength(rules.label, rules.maxLength, value)) ??
  (rules.email ? email(value) : undefined)

export type FormErrors<K extends string> = Partial<Record<K, string>>

/** Validates every declared field; the result holds only failing fields. */
export const validateForm = <K extends string>(
  rulesByField: Readonly<Record<K, FieldRules>>,
  values: Readonly<Partial<Record<K, FieldValue>>>,
): FormErrors<K> => {
  const errors: FormErrors<K> = {}
  for (const key of Object.keys(rulesByField) as K[]) {
    const message = validateField(rulesByField[key], values[key])
    if (message !== undefined) errors[key] = message
  }
  return errors
}

/** True when the error record has no entries. */
export const isFormValid = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).every((message) => message === undefined)
