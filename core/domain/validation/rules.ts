/**
 * Named form rules of spec section 5. Validation runs on blur, change and model update, never on input:
 * hosts call these from those events only.
 */

/** The standard address pattern; a bracketed IPv4 domain is allowed. Matched against the lower-cased value. */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/

export type RuleName = "required" | "maxLength" | "email" | "noWhitespace" | "intlPhoneValid"

/** One parsed rule: its name and its parameters (`max:100` gives `maxLength` with `["100"]`). */
export interface Rule {
  readonly name: RuleName | (string & {})
  readonly params: ReadonlyArray<string>
}

/** A value as forms hold it: text, a number, or nothing. */
export type FieldValue = string | number | null | undefined

const text = (value: FieldValue): string => (value === null || value === undefined ? "" : String(value))

/** The default message for a rule without its own: '{field} is not valid.' */
export const defaultMessage = (field: string): string => `${field} is not valid.`

export const messages = {
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, limit: number) => `${field} must be less than ${limit} characters`,
  email: () => "Invalid email address",
  noWhitespace: (field: string) => `${field} cannot contain spaces`,
  intlPhoneValid: () => "Please enter a valid phone number",
} as const

/** Fails when empty or only whitespace. */
export const isRequiredValid = (value: FieldValue): boolean => text(value).trim().length > 0

/** Fails when longer than the limit. */
export const isMaxLengthValid = (value: FieldValue, limit: number): boolean => text(value).length <= limit

/** An empty value passes; otherwise the lower-cased value must match {@link EMAIL_PATTERN}. */
export const isEmailValid = (value: FieldValue): boolean => {
  const v = text(value)
  return v === "" || EMAIL_PATTERN.test(v.toLowerCase())
}

/** Fails on any whitespace. */
export const isNoWhitespaceValid = (value: FieldValue): boolean => !/\s/.test(text(value))

/** Fails when its parameter is the text 'true' (the phone input reports invalidity through it). */
export const isIntlPhoneParamValid = (param: string | undefined): boolean => param !== "true"

const ALIASES: Record<string, RuleName> = {
  max: "maxLength",
  maxLength: "maxLength",
  max_length: "maxLength",
}

/** Parses a rule string such as `'required|max:100'` or `'required|intlPhoneValid:true'`. */
export const parseRules = (spec: string): ReadonlyArray<Rule> =>
  spec
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const [rawName = "", rawParams] = part.split(/:(.*)/s, 2)
      const name = ALIASES[rawName] ?? rawName
      const params = rawParams === undefined || rawParams === "" ? [] : rawParams.split(",")
      return { name, params }
    })

/** Checks one rule; returns the message when it fails, `undefined` when it passes. */
export const checkRule = (rule: Rule, field: string, value: FieldValue): string | undefined => {
  switch (rule.name) {
    case "required":
      return isRequiredValid(value) ? undefined : messages.required(field)
    case "maxLength": {
      const limit = Number(rule.params[0])
      return isMaxLengthValid(value, limit) ? undefined : messages.maxLength(field, limit)
    }
    case "email":
      return isEmailValid(value) ? undefined : messages.email()
    case "noWhitespace":
      return isNoWhitespaceValid(value) ? undefined : messages.noWhitespace(field)
    case "intlPhoneValid":
      return isIntlPhoneParamValid(rule.params[0]) ? undefined : messages.intlPhoneValid()
    default:
      return defaultMessage(field)
  }
}

/** First failing message of a field's rules, or `undefined`. */
export const validateField = (
  rules: string | ReadonlyArray<Rule>,
  field: string,
  value: FieldValue,
): string | undefined => {
  const parsed = typeof rules === "string" ? parseRules(rules) : rules
  for (const rule of parsed) {
    const message = checkRule(rule, field, value)
    if (message !== undefined) return message
  }
  return undefined
}

/** How a form declares a field: the label used in messages and its rule string. */
export interface FieldRules {
  readonly label: string
  readonly rules: string
}

export type FormErrors<K extends string> = Partial<Record<K, string>>

/** Validates every declared field; the result holds only failing fields. */
export const validateForm = <K extends string>(
  schema: Readonly<Record<K, FieldRules>>,
  values: Readonly<Partial<Record<K, FieldValue>>>,
): FormErrors<K> => {
  const errors: FormErrors<K> = {}
  for (const key of Object.keys(schema) as K[]) {
    const { label, rules } = schema[key]
    const message = validateField(rules, label, values[key])
    if (message !== undefined) errors[key] = message
  }
  return errors
}

/** True when the error record has no entries. */
export const isFormValid = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).every((message) => message === undefined)
