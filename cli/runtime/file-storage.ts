import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import type { StorageShape } from "../../core/runtime/storage.ts"
import { usageError } from "./cli-errors.ts"

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === "string")

const load = (path: string): Map<string, string> => {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map()
    throw usageError(`cannot read the session file ${path}: ${(error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = null
  }
  if (!isStringRecord(parsed))
    throw usageError(`the session file ${path} is not a JSON object of strings: delete it or pass --session`)
  return new Map(Object.entries(parsed))
}

/** Writes through a temporary file and a rename, so a crash never leaves half a session file. */
const save = (path: string, entries: Map<string, string>): void => {
  if (entries.size === 0) {
    rmSync(path, { force: true })
    return
  }
  mkdirSync(dirname(path), { recursive: true })
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`, { mode: 0o600 })
  renameSync(temp, path)
}

/**
 * The CLI's storage: the same keys the browser keeps in localStorage (`session`, `addReminder`, ...)
 * as one JSON object in a file readable only by its owner (mode 0600). The file is read once, so a
 * malformed one fails before any request; every change rewrites it atomically; the last removal
 * deletes it.
 */
export const makeFileStorage = (path: string): StorageShape => {
  const entries = load(path)
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value)
      save(path, entries)
    },
    remove: (key) => {
      if (!entries.delete(key)) return
      save(path, entries)
    },
  }
}
