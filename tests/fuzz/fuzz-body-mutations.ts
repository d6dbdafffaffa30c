import fc from "fast-check"
import type { Draft } from "./fuzz-draft.ts"
import { type Mutation, putInto, type Target } from "./fuzz-targets.ts"
import { contentTypes, malformedBodies } from "./fuzz-catalogue.ts"
import { hugeString, Repeat, wrongJson } from "./fuzz-values.ts"
import type { Operation } from "./openapi-operations.ts"

/** Mutations of a JSON body: wrong types, huge strings, malformed text. */
export const bodyMutations = (
  op: Operation,
  targets: ReadonlyArray<Target>,
): Array<fc.Arbitrary<Mutation>> => {
  const fields = targets.filter((t) => t.where === "body")
  const isJson = op.body?.contentType === "application/json"
  const all: Array<fc.Arbitrary<Mutation>> = [
    fc.constantFrom(...contentTypes).map((type) => ({
      label: `content-type ${JSON.stringify(type.slice(0, 40))}`,
      apply: (d: Draft) => {
        d.contentType = type
        if (d.json === undefined && d.rawBody === undefined) d.rawBody = ['{"a":1}']
      },
    })),
    fc.constantFrom(...malformedBodies).map((text) => ({
      label: "malformed body",
      apply: (d: Draft) => {
        d.rawBody = [text]
        d.contentType ??= "application/json"
      },
    })),
  ]
  if (isJson && fields.length > 0)
    all.push(putInto(fields, "wrong type", wrongJson), putInto(fields, "huge", hugeString))
  if (isJson)
    all.push(
      fc.constant({
        label: "deep nesting",
        apply: (d: Draft) => {
          d.rawBody = ["[".repeat(200_000), "]".repeat(200_000)]
        },
      }),
    )
  if (op.body && !isJson)
    all.push(
      fc.constantFrom(0, 1, 1_048_577, 10 * 1024 * 1024 + 1).map((size) => ({
        label: `raw body ${size} bytes`,
        apply: (d: Draft) => {
          d.rawBody = size === 0 ? [] : [new Repeat("x", size)]
        },
      })),
    )
  return all
}
