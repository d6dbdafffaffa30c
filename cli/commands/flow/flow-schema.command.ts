import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { flowJsonSchemaText } from "../../../core/flows/flow-json-schema.ts"
import { requestFailed } from "../../runtime/cli-errors.ts"
import type { CliDeps } from "../command.types.ts"
import { DEFAULT_FLOWS_DIR, writeAtomically } from "./flow-files.ts"

export interface FlowSchemaOptions {
  /** Write fixtures/flows/flow.schema.json instead of printing. */
  readonly write?: boolean | undefined
  /** Fail when fixtures/flows/flow.schema.json is not what the Effect Schema generates. */
  readonly check?: boolean | undefined
}

export interface FlowSchemaResult {
  readonly file: string
  readonly action: "printed" | "written" | "up to date"
  readonly schema: unknown
}

export const SCHEMA_FILE = join(DEFAULT_FLOWS_DIR, "flow.schema.json")

const readSchemaFile = (): unknown => {
  try {
    return existsSync(SCHEMA_FILE) ? JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) : null
  } catch {
    return null
  }
}

/** Same JSON as generated (the formatter may lay the file out differently). */
export const isCurrent = (onDisk: unknown, generated: unknown): boolean =>
  JSON.stringify(onDisk) === JSON.stringify(generated)

/** `portal flow schema`: the JSON Schema of flow files, generated from the Effect Schema. */
export const run = async (options: FlowSchemaOptions, _deps: CliDeps): Promise<FlowSchemaResult> => {
  const text = flowJsonSchemaText()
  const schema: unknown = JSON.parse(text)
  if (options.check) {
    if (!isCurrent(readSchemaFile(), schema))
      throw requestFailed(`${SCHEMA_FILE} is stale: run 'portal flow schema --write'`)
    return { file: SCHEMA_FILE, action: "up to date", schema }
  }
  if (options.write) {
    writeAtomically(SCHEMA_FILE, text)
    return { file: SCHEMA_FILE, action: "written", schema }
  }
  return { file: SCHEMA_FILE, action: "printed", schema }
}

export const render = (result: FlowSchemaResult): string =>
  result.action === "printed" ? JSON.stringify(result.schema, null, 2) : `${result.file}: ${result.action}`
