import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { isCliError } from "./cli-errors.ts"
import { makeFileStorage, readSessionFile } from "./file-storage.ts"

const API = "http://localhost:4310"
const OTHER = "https://portal.example.com"
const dirs: Array<string> = []
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-storage-"))
  dirs.push(dir)
  return join(dir, "nested", "session.json")
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const failureOf = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return e
  }
  return null
}

describe("file storage", () => {
  it("starts empty when the file is missing and creates it, version 2 with its API, mode 0600", () => {
    const path = tempFile()
    const storage = makeFileStorage(path, API)
    expect(storage.get("session")).toBeNull()
    storage.set("session", '{"sessionID":"s"}')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      format: "portal-session",
      version: 2,
      api: API,
      storage: { session: '{"sessionID":"s"}' },
    })
    expect(readSessionFile(path).api).toBe(API)
    expect(makeFileStorage(path, API).get("session")).toBe('{"sessionID":"s"}')
  })

  it("reads a version 1 file (the storage object alone, no API) and rewrites it as version 2", () => {
    const path = tempFile()
    makeFileStorage(path, API).set("x", "y")
    writeFileSync(path, JSON.stringify({ session: '{"sessionID":"old"}', addReminder: "1" }))
    expect(readSessionFile(path).api).toBeNull()
    const storage = makeFileStorage(path, API)
    expect(storage.get("session")).toBe('{"sessionID":"old"}')
    storage.remove("addReminder")
    expect(JSON.parse(readFileSync(path, "utf8"))).toMatchObject({ version: 2, api: API })
  })

  it("keeps another server's keys from this server, and replaces them only when something is stored", () => {
    const path = tempFile()
    makeFileStorage(path, OTHER).set("session", "theirs")
    const here = makeFileStorage(path, API)
    expect(here.get("session")).toBeNull()
    here.remove("session")
    expect(readSessionFile(path)).toMatchObject({ api: OTHER })
    here.set("session", "mine")
    expect(JSON.parse(readFileSync(path, "utf8"))).toMatchObject({ api: API, storage: { session: "mine" } })
  })

  it("leaves no temporary file behind and deletes the file when the last key goes", () => {
    const path = tempFile()
    const storage = makeFileStorage(path, API)
    storage.set("a", "1")
    storage.set("b", "2")
    storage.remove("a")
    expect(readdirSync(join(path, ".."))).toEqual(["session.json"])
    storage.remove("b")
    expect(readdirSync(join(path, ".."))).toEqual([])
  })

  it.each([
    ["not JSON", "{oops", /not JSON/],
    ["an array", "[1,2]", /not a portal session file/],
    ["non-string values", '{"session":{"a":1}}', /not a portal session file/],
    ["a newer version", '{"format":"portal-session","version":3,"api":"x","storage":{}}', /version 3/],
    ["damaged", '{"format":"portal-session","version":2,"storage":{}}', /damaged/],
  ])("refuses a file that is %s with a usage error naming it", (_, text, message) => {
    const path = tempFile()
    makeFileStorage(path, API).set("x", "y")
    writeFileSync(path, text)
    const error = failureOf(() => makeFileStorage(path, API))
    expect(isCliError(error) && error.exitCode).toBe(2)
    expect((error as Error).message).toContain(path)
    expect((error as Error).message).toMatch(message)
  })
  it("reads a session stamped http://127.0.0.1:<port> for http://localhost:<port> (one server)", () => {
    const path = tempFile()
    makeFileStorage(path, "http://127.0.0.1:4551").set("session", "mine")
    expect(makeFileStorage(path, "http://localhost:4551").get("session")).toBe("mine")
    expect(makeFileStorage(path, "http://[::1]:4551").get("session")).toBe("mine")
    expect(makeFileStorage(path, "http://localhost:4552").get("session")).toBeNull()
  })

  it("a profile's file (keepServer) stays with its server when the last key goes", () => {
    const path = tempFile()
    const storage = makeFileStorage(path, API, undefined, true)
    storage.set("session", "s")
    storage.remove("session")
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      format: "portal-session",
      version: 2,
      api: API,
      storage: {},
    })
    expect(readSessionFile(path)).toEqual({ api: API, entries: new Map() })
  })
})
