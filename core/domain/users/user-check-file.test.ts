import { describe, expect, it } from "vitest"
import { parseCheckFile } from "./user-check-file.ts"

describe("a users check file's email column (the one address rule)", () => {
  it.each([
    ['"x",victim1@evil.example,victim2@evil.example,"y"@example.com'],
    ["Ann <ann@example.com>"],
    ["a@example.com; b@example.com"],
    ["ann\u202e@example.com"],
  ])("refuses %j naming the line and the field", (address) => {
    const json = JSON.stringify([{ username: "ann", email: "ann@example.com" }, { email: address }])
    expect(() => parseCheckFile(json, "json")).toThrow(/^line 2: email: Invalid email address/)
  })

  it("reads one mailbox per row, in CSV and JSON", () => {
    const csv = 'username,email\nann,"Ann.Lee@Example.com"\n'
    expect(parseCheckFile(csv, "csv")).toEqual([{ line: 1, username: "ann", email: "Ann.Lee@Example.com" }])
    const json = JSON.stringify([{ email: "bo@example.org", active: "yes" }])
    expect(parseCheckFile(json, "json")).toEqual([{ line: 1, email: "bo@example.org", active: true }])
  })
})
