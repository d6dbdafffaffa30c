import { Schema, type SchemaAST } from "effect"
import { EMAIL_MAX_LENGTH } from "../domain/validation/email-address.ts"
import { type FieldRules, isEmailValid, messages } from "../domain/validation/rules.ts"
import { RequestText } from "./request-text.ts"

/**
 * Contract fields that forms fill in, declared once: the label (`title` of the key), whether it is
 * required (the key is not optional) and its checks carry the spec's section 5 messages, so the
 * server refuses bad input with the form's own words. `fieldRulesOf` reads them back for the form.
 */

/** Text that must not be blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required(label) }),
    Schema.isMaxLength(max, { message: messages.maxLength(label, max) }),
  ).annotateKey({ title: label })

/** Optional text of at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  Schema.optionalKey(
    Schema.NullOr(RequestText.check(Schema.isMaxLength(max, { message: messages.maxLength(label, max) }))),
  ).annotateKey({ title: label })

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
  ).annotateKey({ title: label })

/** A required email address: every field that stores an account's address uses this one rule. */
export const requiredEmail = (label: string) =>
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required(label) }),
    Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: messages.maxLength(label, EMAIL_MAX_LENGTH) }),
    mailbox,
  ).annotateKey({ title: label })

/** Names a field for forms: `labelled("Agreement", Id)`. */
export const labelled = <S extends Schema.Top>(label: string, schema: S) =>
  schema.annotateKey({ title: label })

interface CheckLike {
  readonly annotations?: {
    readonly representation?: { readonly id?: string; readonly payload?: unknown }
    readonly format?: string
  }
}

/** The checks of a field's type, looking into `NullOr` members. */
const checksOf = (ast: SchemaAST.AST): ReadonlyArray<CheckLike> => [
  ...((ast.checks ?? []) as ReadonlyArray<CheckLike>),
  ...(ast._tag === "Union" ? ast.types.flatMap(checksOf) : []),
]

const maxLengthOf = (checks: ReadonlyArray<CheckLike>): number | undefined => {
  const max = checks.find((c) => c.annotations?.representation?.id === "effect/schema/isMaxLength")
  const payload = max?.annotations?.representation?.payload as { maxLength?: number } | undefined
  return payload?.maxLength
}

/** The form rules of a struct's fields, read from its Schema: label, required, maxLength, email. */
export const fieldRulesOf = <F extends Schema.Struct.Fields>(
  schema: Schema.Struct<F>,
): { readonly [K in keyof F]: FieldRules } => {
  const rules: Record<string, FieldRules> = {}
  for (const property of schema.ast.propertySignatures) {
    const key = String(property.name)
    const context = property.type.context
    const checks = checksOf(property.type)
    rules[key] = {
      label: (context?.annotations?.title as string | undefined) ?? key,
      required: context?.isOptional !== true,
      maxLength: maxLengthOf(checks),
      email: checks.some((c) => c.annotations?.format === "email"),
    }
  }
  return rules as { readonly [K in keyof F]: FieldRules }
}
