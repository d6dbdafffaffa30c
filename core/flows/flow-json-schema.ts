import { Schema } from "effect"
import { FlowFile } from "./flow.schema.ts"

/** Where the generated JSON Schema lives, relative to the repository root. */
export const FLOW_JSON_SCHEMA_PATH = "fixtures/flows/flow.schema.json"

/**
 * The JSON Schema of flow files, generated from the Effect Schema `FlowFile` (draft 2020-12), so
 * editors validate `*.flow.json` files that reference it with "$schema". Text ends with a newline.
 */
export const flowJsonSchemaText = (): string => {
  const generated = Schema.toJsonSchemaDocument(FlowFile, { onExcessProperty: "error" })
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $comment: "Generated from core/flows/flow.schema.ts by 'portal flow schema'; do not edit.",
    ...generated.schema,
    ...(Object.keys(generated.definitions).length > 0 ? { $defs: generated.definitions } : {}),
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}
