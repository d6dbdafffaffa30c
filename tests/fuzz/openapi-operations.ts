/** The parts of JSON Schema that `/openapi.json` uses for parameters and bodies. */
export interface JsonSchema {
  readonly type?: string
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly enum?: ReadonlyArray<unknown>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly items?: JsonSchema
  readonly minimum?: number
  readonly maximum?: number
  readonly minLength?: number
  readonly maxLength?: number
  readonly $ref?: string
}

export interface Parameter {
  readonly name: string
  readonly in: "path" | "query"
  readonly required: boolean
  readonly schema: JsonSchema
}

/** One endpoint of the document: what a request to it is made of. */
export interface Operation {
  /** `operationId`, which is the contract's `group.endpoint`. */
  readonly id: string
  readonly method: string
  /** Path template with `{name}` placeholders. */
  readonly path: string
  readonly params: ReadonlyArray<Parameter>
  readonly body?: { readonly contentType: string; readonly schema: JsonSchema }
  /** True for list-encoded queries (`field(*)`, `field(btwn)`, `(a),(b)` filter values). */
  readonly listEncoded: boolean
}

interface OpenApiDoc {
  readonly paths: Record<string, Record<string, OpenApiOperation>>
  readonly components?: { readonly schemas?: Record<string, JsonSchema> }
}

interface OpenApiOperation {
  readonly operationId: string
  readonly parameters?: ReadonlyArray<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>
  readonly requestBody?: { readonly content: Record<string, { schema?: JsonSchema }> }
}

/** Replaces `$ref`s to `#/components/schemas/X` by the schema they name. */
const resolve = (doc: OpenApiDoc, schema: JsonSchema | undefined, depth = 0): JsonSchema => {
  if (schema === undefined || depth > 8) return {}
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? ""
    return resolve(doc, doc.components?.schemas?.[name], depth + 1)
  }
  const properties = schema.properties
    ? Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]))
    : undefined
  const anyOf = schema.anyOf?.map((s) => resolve(doc, s, depth + 1))
  return { ...schema, ...(properties ? { properties } : {}), ...(anyOf ? { anyOf } : {}) }
}

/** Every operation of an OpenAPI document, in document order. */
export const operationsOf = (doc: OpenApiDoc): ReadonlyArray<Operation> =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const params = (op.parameters ?? [])
        .filter((p) => p.in === "path" || p.in === "query")
        .map((p) => ({
          name: p.name,
          in: p.in as "path" | "query",
          required: p.required === true,
          schema: resolve(doc, p.schema),
        }))
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? []
      return {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        params,
        ...(contentType ? { body: { contentType, schema: resolve(doc, media?.schema) } } : {}),
        listEncoded: params.some((p) => p.name.includes("(")),
      }
    }),
  )

/** Fetches and reads `/openapi.json` of a running server. */
export const fetchOperations = async (baseUrl: string): Promise<ReadonlyArray<Operation>> => {
  const response = await fetch(`${baseUrl}/openapi.json`)
  if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`)
  return operationsOf((await response.json()) as OpenApiDoc)
}
