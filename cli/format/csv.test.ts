import { describe, expect, it } from "vitest"
import { csvField, renderCsv } from "./csv.ts"

describe("csvField (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["with space", "with space"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["crlf\r\nhere", '"crlf\r\nhere"'],
    ["Zürich; 5 €", "Zürich; 5 €"],
  ])("%j -> %j", (text, field) => {
    expect(csvField(text)).toBe(field)
  })
})

describe("renderCsv", () => {
  const columns = [
    { heading: "ID", cell: (r: { id: number; text: string }) => String(r.id), align: "right" as const },
    { heading: "PROBLEM", cell: (r: { id: number; text: string }) => r.text, max: 5 },
  ]

  it("writes the table's headings, then every cell in full, records separated by CRLF", () => {
    const rows = [
      { id: 1, text: "Paper jam, tray 2" },
      { id: 2, text: 'Says "E4"\nafter reboot' },
    ]
    expect(renderCsv(columns, rows)).toBe(
      'ID,PROBLEM\r\n1,"Paper jam, tray 2"\r\n2,"Says ""E4""\nafter reboot"',
    )
  })

  it("is the header row alone when there are no rows", () => {
    expect(renderCsv(columns, [])).toBe("ID,PROBLEM")
  })
})
