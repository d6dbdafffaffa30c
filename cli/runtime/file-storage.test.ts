import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { isCliError } from "./cli-errors.ts"
import { makeFileStorage } from "./file-storage.ts"

const dirs: Array<string> = []
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-storage-"))
  dirs.push(dir)
  return join(dir, "nested", "session.json")
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("file storage", () => {
  it("starts empty when the file is missing and creates it with mode 0600", () => {
    const path = tempFile()
    const storage = makeFileStorage(path)
    expect(storage.get("session")).toBeNull()
    storage.set("session", '{"sessionID":"s"}')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ session: '{"sessionID":"s"}' })
    expect(makeFileStorage(path).get("session")).toBe('{"sessionID":"s"}')
  })

  it("leaves no temporary file behind and deletes the file when the last key goes", () => {
    const path = tempFile()
    const storage = makeFileStorage(path)
    storage.set("a", "1")
    storage.set("b", "2")
    storage.remove("a")
    expect(readdirSync(join(path, ".."))).toEqual(["session.json"])
    storage.remove("b")
    expect(readdirSync(join(path, ".."))).toEqual([])
  })

  it.each([
    ["not JSON", "{oops"],
    ["an array", "[1,2]"],
    ["non-string values", '{"session":{"a":1}}'],
  ])("refuses a file that is %s with a usage error naming it", (_, text) => {
    const path = tempFile()
    makeFileStorage(path).set("x", "y")
    writeFileSync(path, text)
    const error = (() => {
      try {
        makeFileStorage(path)
      } catch (e) {
        return e
      }
    })()
    expect(isCliError(error) && error.exitCode).toBe(2)
    expect((error as Error).message).toContain(path)
  })
})
