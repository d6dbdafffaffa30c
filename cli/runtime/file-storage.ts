import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { sameServer } from "../../core/domain/server-origin.ts"
import type { StorageShape } from "../../core/runtime/storage.ts"
import { usageError } from "./cli-errors.ts"

/**
 * The session file, version 2: `{ "format": "portal-session", "version": 2, "api", "storage" }`,
 * where `storage` holds the keys the browser keeps in localStorage (`session`, `addReminder`, ...)
 * and `api` the server they belong to. Version 1 (before the API was remembered) was the storage
 * object alone; it is still read, with no API, and rewritten as version 2 on the next change.
 */
export const SESSION_FILE_FORMAT = "portal-session"
export const SESSION_FILE_VERSION = 2

/** What a session file holds. */
export interface StoredSession {
  /** The API origin the keys belong to; null when the file is missing or a version 1 file. */
  readonly api: string | null
  readonly entries: ReadonlyMap<string, string>
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === "string")

const decode = (path: string, parsed: unknown): StoredSession => {
  const doc = parsed as { format?: unknown; version?: unknown; api?: unknown; storage?: unknown }
  if (isStringRecord(parsed) && doc.format === undefined)
    return { api: null, entries: new Map(Object.entries(parsed)) }
  if (doc?.format !== SESSION_FILE_FORMAT)
    throw usageError(`the session file ${path} is not a portal session file: delete it or pass --session`)
  if (doc.version !== SESSION_FILE_VERSION)
    throw usageError(
      `the session file ${path} has version ${String(doc.version)}; this portal reads version ${SESSION_FILE_VERSION}: sign in again or pass --session`,
    )
  if (typeof doc.api !== "string" || !isStringRecord(doc.storage))
    throw usageError(`the session file ${path} is damaged (api or storage): delete it or pass --session`)
  return { api: doc.api, entries: new Map(Object.entries(doc.storage)) }
}

/** Reads the session file once, so a malformed one fails before any request. */
export const readSessionFile = (path: string): StoredSession => {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { api: null, entries: new Map() }
    throw usageError(`cannot read the session file ${path}: ${(error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw usageError(`the session file ${path} is not JSON: delete it or pass --session`)
  }
  return decode(path, parsed)
}

/**
 * Writes through a temporary file and a rename, so a crash never leaves half a session file. The
 * last removal deletes the file, unless `keepServer`: a profile's file then stays, naming its server.
 */
const save = (path: string, api: string, entries: Map<string, string>, keepServer: boolean): void => {
  if (entries.size === 0 && !keepServer) {
    rmSync(path, { force: true })
    return
  }
  // A new folder is the owner's alone too (the config folder holds every profile's session).
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const temp = `${path}.${process.pid}.tmp`
  const doc = {
    format: SESSION_FILE_FORMAT,
    version: SESSION_FILE_VERSION,
    api,
    storage: Object.fromEntries(entries),
  }
  writeFileSync(temp, `${JSON.stringify(doc, null, 2)}\n`, { mode: 0o600 })
  renameSync(temp, path)
}

/**
 * The CLI's storage for the server at `api`, in a file readable only by its owner (mode 0600).
 * Every change rewrites it atomically, stamped with `api`; the last removal deletes it (a profile's
 * file, `keepServer`, stays with its server and no keys). When the file belongs to another server
 * (`sameServer`: localhost, 127.0.0.1 and [::1] on one port are one), its keys are not this
 * server's: the storage starts empty (the other session is never sent here) and the file is only
 * replaced once something is stored.
 */
export const makeFileStorage = (
  path: string,
  api: string,
  stored: StoredSession = readSessionFile(path),
  keepServer = false,
): StorageShape => {
  const foreign = stored.api !== null && !sameServer(stored.api, api)
  const entries = new Map(foreign ? [] : stored.entries)
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value)
      save(path, api, entries, keepServer)
    },
    remove: (key) => {
      if (!entries.delete(key)) return
      save(path, api, entries, keepServer)
    },
  }
}
