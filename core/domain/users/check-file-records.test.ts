import { describe, expect, it } from "vitest"
import { jsonEntryLines, parseCsvRecords } from "./check-file-records.ts"

describe("a check file's records carry the line they start on", () => {
  it.each([
    ["header is line 1, the first row line 2", "a,b\nx,y\nz,w\n", [1, 2, 3]],
    ["CRLF", "a,b\r\nx,y\r\nz,w", [1, 2, 3]],
    ["blank lines are skipped but counted", "a,b\n\nx,y\n,\nz,w\n", [1, 3, 5]],
    ["a quoted cell's line breaks count", 'a,b\n"two\nlines",y\nz,w\n', [1, 2, 4]],
    ["a quoted CRLF counts once", 'a,b\r\n"two\r\nlines",y\r\nz,w\r\n', [1, 2, 4]],
    ["CR alone", "a,b\rx,y\rz,w", [1, 2, 3]],
  ])("%s", (_, source, lines) => {
    expect(parseCsvRecords(source).map((r) => r.line)).toEqual(lines)
  })

  it("keeps quoted commas, quotes and line breaks in the cell", () => {
    expect(parseCsvRecords('a,b\n"x, ""y""","1\n2"\n')[1]!.cells).toEqual(['x, "y"', "1\n2"])
  })

  it.each([
    ["one entry per line", '[\n  {"a": 1},\n  {"a": 2}\n]', [2, 3]],
    [
      "an entry over several lines",
      '[\n  {\n    "a": "x,{y}\\"]"\n  },\n  {"a": [1,\n 2]}, {"b": 3}\n]',
      [2, 5, 6],
    ],
    ["all on one line", '[{"a":1},{"a":2}]', [1, 1]],
    ["an empty array", "[ ]", []],
    ["a non-object entry", '[\n 1,\n "s"\n]', [2, 3]],
  ])("JSON: %s", (_, source, lines) => {
    expect(jsonEntryLines(source)).toEqual(lines)
  })
})
