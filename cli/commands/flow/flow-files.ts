import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { decodeFlowFile, type FlowFile } from "../../../core/flows/flow.schema.ts"
import { decodeEventLog, type EventLogDocument } from "../../../core/eventlog/log.schema.ts"
import { oneLine, usageError } from "../../runtime/cli-errors.ts"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..")
/** Shipped flows and recordings, whatever the working directory. */
export const DEFAULT_FLOWS_DIR = join(ROOT, "fixtures", "flows")
export const DEFAULT_RECORDINGS_DIR = join(ROOT, "fixtures", "recordings")
const FLOW_SUFFIX = ".flow.json"

export interface LoadedFlow {
  readonly name: string
  readonly file: string
  readonly flow: FlowFile
}

const problemOf = (error: unknown) => oneLine(error instanceof Error ? error.message : String(error))

const readJson = (file: string): unknown => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw usageError(`cannot read ${file}`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw usageError(`${file} is not JSON: ${problemOf(error)}`)
  }
}

/** `sign-in` → `<dir>/sign-in.flow.json`; a path (with `/` or the suffix) is taken as it is. */
export const flowFile = (arg: string, dir: string): string =>
  arg.includes("/") || arg.endsWith(FLOW_SUFFIX) ? resolve(arg) : join(dir, `${arg}${FLOW_SUFFIX}`)

/** Every flow in the folder, by name. */
export const allFlowNames = (dir: string): ReadonlyArray<string> => {
  if (!existsSync(dir)) throw usageError(`no flows folder at ${dir}`)
  return readdirSync(dir)
    .filter((name) => name.endsWith(FLOW_SUFFIX))
    .map((name) => name.slice(0, -FLOW_SUFFIX.length))
    .sort()
}

/** Reads and checks flow files; a bad file is a usage error naming the file and the field. */
export const loadFlows = (args: ReadonlyArray<string>, dir: string): ReadonlyArray<LoadedFlow> =>
  (args.length === 0 ? allFlowNames(dir) : args).map((arg) => {
    const file = flowFile(arg, dir)
    if (!existsSync(file)) throw usageError(`no flow '${arg}' (looked for ${file})`)
    try {
      return { name: basename(file, FLOW_SUFFIX), file, flow: decodeFlowFile(readJson(file)) }
    } catch (error) {
      if (error instanceof Error && error.name === "CliError") throw error
      throw usageError(`${file}: ${problemOf(error)}`)
    }
  })

export const recordingFile = (name: string, dir: string): string => join(dir, `${name}.log.json`)

/** Reads an event log (a recording or a browser trace); throws a readable Error when it cannot. */
export const readEventLog = (file: string): EventLogDocument => {
  if (!existsSync(file)) throw new Error(`no recording at ${file}: record it with 'portal flow record'`)
  try {
    return decodeEventLog(JSON.parse(readFileSync(file, "utf8")))
  } catch (error) {
    throw new Error(`${file} is not a readable event log: ${problemOf(error)}`)
  }
}

/** Writes a file whole or not at all (temp file, then rename). */
export const writeAtomically = (file: string, text: string): void => {
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, file)
}
