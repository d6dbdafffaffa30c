import { describe, expect, it } from "vitest"
import { parseCheckFile } from "./user-check-file.ts"

const problemsOf = (source: string, format: "csv" | "json" = "csv") =>
  parseCheckFile(source, format).map((p) => [p.row.line, p.problems.map((x) => `${x.column}: ${x.message}`)])

describe("a users check file's email column (the one address rule)", () => {
  it.each([
    ['"x",victim1@evil.example,victim2@evil.example,"y"@example.com'],
    ["Ann <ann@example.com>"],
    ["a@example.com; b@example.com"],
    ["ann\u202e@example.com"],
  ])("refuses %j naming the line and the column, and reads the other rows", (address) => {
    const json = JSON.stringify([{ username: "ann", email: "ann@example.com" }, { email: address }])
    const [first, second] = parseCheckFile(json, "json")
    expect(first).toEqual({ row: { line: 1, username: "ann", email: "ann@example.com" }, problems: [] })
    expect(second!.row.line).toBe(1)
    expect(second!.problems).toEqual([
      { column: "email", message: expect.stringMatching(/^Invalid email address/) },
    ])
  })

  it("reads one mailbox per row, in CSV and JSON, each row at its line", () => {
    const csv = 'username,email\nann,"Ann.Lee@Example.com"\n'
    expect(parseCheckFile(csv, "csv")).toEqual([
      { row: { line: 2, username: "ann", email: "Ann.Lee@Example.com" }, problems: [] },
    ])
    const json = `[\n  { "email": "bo@example.org", "active": "yes" }\n]`
    expect(parseCheckFile(json, "json")).toEqual([
      { row: { line: 2, email: "bo@example.org", active: true }, problems: [] },
    ])
  })
})

describe("bad cells are reported per row; the other rows are still read", () => {
  it.each([
    [
      "active=maybe",
      "username,active\na,yes\nb,maybe\n",
      [
        [2, []],
        [3, ["active: must be yes or no, got 'maybe'"]],
      ],
    ],
    [
      "an unknown role",
      "username,role\na,Company User\nb,Boss\nc,4\n",
      [
        [2, []],
        [3, [expect.stringMatching(/^role: unknown role 'Boss'/)]],
        [4, []],
      ],
    ],
    [
      "a bad company id",
      "username,company\na,0\nb,Acme\n",
      [
        [2, ["company: '0' is not a valid company id"]],
        [3, []],
      ],
    ],
    ["a username with a space", "username\nan n\n", [[2, ["username: cannot contain spaces ('an n')"]]]],
    [
      "neither username nor email",
      "username,active\n,yes\n",
      [[2, ["username: a row needs a username or an email"]]],
    ],
    [
      "a bad phone number",
      "username,phonenumber\na,12\n",
      [[2, [expect.stringMatching(/^phonenumber: Please enter a valid phone number/)]]],
    ],
    [
      "two bad cells at once",
      "username,active,phone\na,maybe,perhaps\n",
      [[2, ["active: must be yes or no, got 'maybe'", "phone: must be yes or no, got 'perhaps'"]]],
    ],
    ["more cells than the header", "username\na,b\n", [[2, ["column 2: 2 cells, but the header has 1"]]]],
  ])("%s", (_, source, expected) => {
    expect(problemsOf(source)).toEqual(expected)
  })

  it("JSON: an unknown key and a bad value are the row's problems", () => {
    const json =
      '[\n{"username": "a", "activ": true},\n{"username": "b", "active": "maybe"},\n{"username": "c"}\n]'
    expect(problemsOf(json, "json")).toEqual([
      [2, [expect.stringMatching(/^activ: unknown column/)]],
      [3, ["active: must be yes or no, got 'maybe'"]],
      [4, []],
    ])
  })

  it.each([
    ["an unknown CSV header column", "username,activ\na,yes\n", "line 1: unknown column 'activ'"],
    ["JSON that is not an array", '{"username": "a"}', "a JSON check file is an array of objects"],
    [
      "an entry that is not an object",
      '[\n{"username": "a"},\n 7\n]',
      "line 3: an entry is an object of columns",
    ],
    ["text that is not JSON", "[{", "not valid JSON"],
  ])("refuses the whole file for %s", (_, source, message) => {
    expect(() => parseCheckFile(source, source.startsWith("username") ? "csv" : "json")).toThrow(message)
  })
})
