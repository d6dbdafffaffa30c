import type { JsonSchema, Operation } from "./openapi-operations.ts"
import type { BodyChunks } from "./fuzz-request.ts"

/**
 * Real values from the running server by parameter or field name (`ticketid`, `agreementid`, ...).
 * Lists of the same length line up: `agreementid[i]` has location `locationid[i]`.
 */
export type Known = Readonly<Record<string, ReadonlyArray<string>>>

/** A path or query value; `raw` ones go on the wire unencoded (`../`, `%FF`). */
export interface Slot {
  value: string
  raw: boolean
}

/** A request being built: valid first, then one mutation changes it. */
export interface Draft {
  method: string
  path: Record<string, Slot | undefined>
  query: Array<[string, Slot]>
  json: unknown
  rawBody: BodyChunks | undefined
  contentType: string | undefined
  headers: Record<string, string>
}

/** Valid list-encoding values for the ticket list and export queries (spec section 7). */
const listSamples: Record<string, ReadonlyArray<string>> = {
  os: ["0", "25"],
  pl: ["25", "5", "1000"],
  s: ["ticketid,problem", "ticketid"],
  st: ["-ticketid", "problem", "-createddateutc"],
  ticketstatus: ["(O)", "(C),(P),(N)"],
  "calldate(btwn)": ["2025-01-01:2026-12-31"],
  "completeddate(btwn)": ["2026-01-01:2026-01-31"],
  timezone: ["America/Detroit", "Europe/Berlin"],
  contactname: ["(Smith)"],
  serialnumber: ["(SN-1),(SN-2)"],
}

const pick = <A>(list: ReadonlyArray<A>, n: number): A | undefined =>
  list.length === 0 ? undefined : list[n % list.length]

const textFor = (name: string, schema: JsonSchema, n: number): string => {
  if (name === "filename") return pick(["notes.txt", "photo.png", "report.pdf", "data.csv"], n)!
  const max = schema.maxLength ?? 40
  return `fuzz ${name} ${n}`.slice(0, Math.max(schema.minLength ?? 1, Math.min(max, 40)))
}

/** A valid-looking text value of a path or query parameter. */
export const validParam = (
  op: Operation,
  name: string,
  schema: JsonSchema,
  known: Known,
  n: number,
): string => {
  if (op.listEncoded) {
    const sample = pick(listSamples[name] ?? [], n)
    if (sample !== undefined) return sample
    const id = pick(known[name] ?? [], n)
    if (id !== undefined) return `(${id})`
    if (name.endsWith("(*)")) return pick(["printer", "a", "1"], n)!
  }
  // Upload names are made up; `known.filename` holds stored files' download names (a body field).
  const real = name === "filename" ? undefined : pick(known[name] ?? [], n)
  if (real !== undefined) return real
  if (schema.enum) return String(pick(schema.enum, n))
  return textFor(name, schema, n)
}

/** A valid-looking JSON value for a body field. */
export const validJson = (schema: JsonSchema, name: string, known: Known, n: number): unknown => {
  const real = pick(known[name] ?? [], n)
  if (schema.anyOf) {
    const branch = schema.anyOf.find((s) => s.type !== "null") ?? schema.anyOf[0]!
    return branch ? validJson(branch, name, known, n) : null
  }
  if (schema.enum) return pick(schema.enum, n)
  switch (schema.type) {
    case "integer":
    case "number":
      return real !== undefined ? Number(real) : Math.max(schema.minimum ?? 1, 1) + (n % 5)
    case "boolean":
      return n % 2 === 0
    case "array":
      return schema.items ? [validJson(schema.items, name, known, n)] : []
    case "object":
      return validObject(schema, known, n)
    default:
      return real ?? textFor(name, schema, n)
  }
}

/** Required fields always, optional ones by the bits of `n`. */
const validObject = (schema: JsonSchema, known: Known, n: number) => {
  const required = new Set(schema.required ?? [])
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([key], i) => required.has(key) || ((n >> i) & 1) === 1,
  )
  return Object.fromEntries(entries.map(([key, s]) => [key, validJson(s, key, known, n)]))
}

/** The valid request of an operation: every required parameter and field, some optional ones. */
export const baseDraft = (op: Operation, known: Known, n: number): Draft => {
  const slot = (name: string, schema: JsonSchema): Slot => ({
    value: validParam(op, name, schema, known, n),
    raw: false,
  })
  const path = Object.fromEntries(
    op.params.filter((p) => p.in === "path").map((p) => [p.name, slot(p.name, p.schema)]),
  )
  const query = op.params
    .filter((p) => p.in === "query" && (p.required || ((n >> p.name.length) & 1) === 1))
    .map((p): [string, Slot] => [p.name, slot(p.name, p.schema)])
  const isJson = op.body?.contentType === "application/json"
  return {
    method: op.method,
    path,
    query,
    json: isJson && op.body ? validJson(op.body.schema, "body", known, n) : undefined,
    rawBody: op.body && !isJson ? [`fuzz attachment ${n}\n`] : undefined,
    contentType: op.body?.contentType,
    headers: {},
  }
}
