import { Effect, Schema, SchemaIssue } from "effect"
import { BadRequest } from "./errors.ts"
import { fieldRulesOf } from "./form-fields.ts"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const segment = (s: PropertyKey | { readonly key: PropertyKey }): string =>
  String(typeof s === "object" ? s.key : s)

/**
 * Checks a request body against its contract schema before it is sent, as the server will: the first
 * failing field becomes the `BadRequest` the server would answer, `field` its dotted path, `message`
 * the rule's own sentence (the shared messages of core/domain/validation name the field; any other
 * is led by the field's label). Without this a value the contract refuses fails while the request
 * is encoded, and reaches the screen as a transport failure ('Unknown Error').
 */
export const checkPayload = <F extends Schema.Struct.Fields>(schema: Schema.Struct<F>, value: unknown) =>
  Schema.encodeUnknownEffect(schema)(value).pipe(
    Effect.asVoid,
    Effect.catch((error) => {
      const first = formatIssues(error.issue).issues[0]
      const path = (first?.path ?? []).map(segment)
      const field = path.join(".") || "body"
      const rules = fieldRulesOf(schema) as Record<string, { readonly label: string } | undefined>
      const label = rules[path[0] ?? ""]?.label ?? field
      const detail = first?.message ?? "Invalid value"
      const message = detail.includes(label) ? detail : `${label}: ${detail}`
      return Effect.fail(new BadRequest({ message, field }))
    }),
  )
