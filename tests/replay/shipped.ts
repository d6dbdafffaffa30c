import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { type EventLogDocument, parseEventLog } from "../../core/eventlog/log.schema.ts"
import { decodeFlowFile, type FlowFile } from "../../core/flows/flow.schema.ts"

export const FLOWS_DIR = join(import.meta.dirname, "../../fixtures/flows")
export const RECORDINGS_DIR = join(import.meta.dirname, "../../fixtures/recordings")

/** The shipped flow names (fixtures/flows/<name>.flow.json). */
export const flowNames = (): ReadonlyArray<string> =>
  readdirSync(FLOWS_DIR)
    .filter((f) => f.endsWith(".flow.json"))
    .map((f) => f.slice(0, -".flow.json".length))
    .sort()

export const readFlowJson = (name: string): unknown =>
  JSON.parse(readFileSync(join(FLOWS_DIR, `${name}.flow.json`), "utf8"))

export const loadFlow = (name: string): FlowFile => decodeFlowFile(readFlowJson(name))

export const loadRecording = (name: string): EventLogDocument =>
  parseEventLog(readFileSync(join(RECORDINGS_DIR, `${name}.log.json`), "utf8"))
