import { Schema } from "effect"
import { EMAIL_MAX_LENGTH } from "../domain/validation/email-address.ts"
import { type FieldRules, isEmailValid, messages } from "../domain/validation/rules.ts"
import { RequestText } from "./request-text.ts"

/**
 * Contract fields that forms fill in, declared once: the label (`title` of the key), whether it is
 * required (the key is not optional) and its checks carry the spec's section 5 messages, so the
 * server refuses bad input with the form's own words. Each helper writes its limit once, into the
 * check and into the key's `portal/formRule` annotation, which `fieldRulesOf` reads back for the
 * form through Effect's public `Schema.resolveAnnotationsKey` (no internal check ids).
 */

/** What a form needs to know of a field beyond its label and whether it is required. */
export interface FormRule {
  readonly maxLength?: number
  readonly email?: boolean
}

const FORM_RULE = "portal/formRule"

/** The key annotations of a form field: its label and its form rule. */
const formKey = (label: string, rule: FormRule) => ({ title: label, [FORM_RULE]: rule })

/** Text that must not be blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required(label) }),
    Schema.isMaxLength(max, { message: messages.maxLength(label, max) }),
  ).annotateKey(formKey(label, { maxLength: max }))

/** Optional text of at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  Schema.optionalKey(
    Schema.NullOr(RequestText.check(Schema.isMaxLength(max, { message: messages.maxLength(label, max) }))),
  ).annotateKey(formKey(label, { maxLength: max }))

/** The address rule (one mailbox, core/domain/validation/email-address.ts) as a Schema check. */
const mailbox = Schema.makeFilter<string>((value) => isEmailValid(value) || messages.email(), {
  format: "email",
})

/** An optional email address (an empty one passes, spec section 5). */
export const optionalEmail = (label: string) =>
  Schema.optionalKey(
    Schema.NullOr(
      RequestText.check(
        Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: messages.maxLength(label, EMAIL_MAX_LENGTH) }),
        mailbox,
      ),
    ),
  ).annotateKey(formKey(label, { maxLength: EMAIL_MAX_LENGTH, email: true }))

/** A required email address: every field that stores an account's address uses this one rule. */
export const requiredEmail = (label: string) =>
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required(label) }),
    Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: messages.maxLength(label, EMAIL_MAX_LENGTH) }),
    mailbox,
  ).annotateKey(formKey(label, { maxLength: EMAIL_MAX_LENGTH, email: true }))

/** Names a field for forms: `labelled("Agreement", Id)`; `rule` repeats a limit its checks hold. */
export const labelled = <S extends Schema.Top>(label: string, schema: S, rule: FormRule = {}) =>
  schema.annotateKey(formKey(label, rule))

/** The form rules of a struct's fields, read from its Schema: label, required, maxLength, email. */
export const fieldRulesOf = <F extends Schema.Struct.Fields>(
  schema: Schema.Struct<F>,
): { readonly [K in keyof F]: FieldRules } => {
  const rules: Record<string, FieldRules> = {}
  for (const [key, field] of Object.entries(schema.fields)) {
    const annotations = Schema.resolveAnnotationsKey(field)
    const rule = annotations?.[FORM_RULE] as FormRule | undefined
    rules[key] = {
      label: annotations?.title ?? key,
      required: field.ast.context?.isOptional !== true,
      maxLength: rule?.maxLength,
      email: rule?.email === true,
    }
  }
  return rules as { readonly [K in keyof F]: FieldRules }
}
