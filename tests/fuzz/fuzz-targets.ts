import fc from "fast-check"
import type { Draft } from "./fuzz-draft.ts"
import { RawJson } from "./fuzz-values.ts"
import type { Operation } from "./openapi-operations.ts"

/** A change to a valid request, named for the report. */
export interface Mutation {
  readonly label: string
  readonly apply: (draft: Draft) => void
}

type Where = "path" | "query" | "body"
export interface Target {
  readonly where: Where
  readonly name: string
}

/** The parameters and top-level body fields a mutation can aim at. */
export const targetsOf = (op: Operation): ReadonlyArray<Target> => [
  ...op.params.map((p) => ({ where: p.in, name: p.name })),
  ...(op.body?.contentType === "application/json"
    ? Object.keys(op.body.schema.properties ?? {}).map((name) => ({ where: "body" as const, name }))
    : []),
]

/** Puts a value into a parameter or body field (`raw`: sent unencoded). */
export const setValue = (draft: Draft, target: Target, value: unknown, raw = false) => {
  const text =
    value instanceof RawJson ? value.text : typeof value === "string" ? value : (JSON.stringify(value) ?? "")
  if (target.where === "path") draft.path[target.name] = { value: text, raw }
  else if (target.where === "query") {
    draft.query = draft.query.filter(([k]) => k !== target.name)
    draft.query.push([target.name, { value: text, raw }])
  } else if (draft.json !== null && typeof draft.json === "object") {
    ;(draft.json as Record<string, unknown>)[target.name] = value
  }
}

/** Leaves a parameter or body field out. */
export const removeValue = (draft: Draft, target: Target) => {
  if (target.where === "path") draft.path[target.name] = undefined
  else if (target.where === "query") draft.query = draft.query.filter(([k]) => k !== target.name)
  else if (draft.json !== null && typeof draft.json === "object")
    delete (draft.json as Record<string, unknown>)[target.name]
}

/** A mutation that puts one generated value into one parameter or field. */
export const putInto = (
  targets: ReadonlyArray<Target>,
  label: string,
  values: fc.Arbitrary<unknown>,
  raw = false,
) =>
  fc.tuple(fc.nat(), values).map(([k, value]): Mutation => {
    const target = targets[k % targets.length]!
    return { label: `${label} ${target.where}.${target.name}`, apply: (d) => setValue(d, target, value, raw) }
  })
