import { Effect } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { SchemaIssue } from "effect"
import { InputErrors } from "../../core/api/middleware.ts"
import { BadRequest } from "../../core/schema/errors.ts"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Schema's message for a field the decoded struct does not declare (`onExcessProperty: "error"`). */
const EXCESS_PROPERTY = "Expected no excess property"

const slotName = { Params: "path", Query: "query", Headers: "header", Payload: "body" } as const

const segment = (s: PropertyKey | { readonly key: PropertyKey }): string =>
  String(typeof s === "object" ? s.key : s)

/**
 * Request decoding failures answer 400 `BadRequest` naming the first failing field (its dotted
 * path; the slot name such as `body` when the whole value is wrong, e.g. malformed JSON).
 * Response encoding failures are server bugs and stay 500.
 */
export const InputErrorsLive = HttpApiMiddleware.layerSchemaErrorTransform(InputErrors, (error) => {
  if (error.kind === "Body" || error.kind === "ResponseHeaders") return Effect.fail(error)
  const slot = slotName[error.kind]
  const issues = formatIssues(error.cause.issue).issues
  const first = issues[0]
  const path = (first?.path ?? []).map(segment).join(".")
  const field = path === "" ? slot : path
  const detail = first?.message ?? "Invalid value"
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""
  const message =
    detail === EXCESS_PROPERTY
      ? `Unknown ${slot} field "${field}": this call does not take it${more}`
      : `Invalid ${slot} field "${field}": ${detail}${more}`
  return Effect.fail(new BadRequest({ message, field }))
})
