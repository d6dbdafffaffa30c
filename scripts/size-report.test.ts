import { describe, expect, it } from "vitest"
import { type Row, tableLines } from "./size-report.ts"

const rows: ReadonlyArray<Row> = [
  {
    route: "/auth/login cold (login route)",
    files: [
      { path: "/assets/index-a.js", raw: 120_000, br: 31_000, gz: 38_000, charts: false },
      { path: "/assets/common-b.js", raw: 266_700, br: 70_100, gz: 84_200, charts: false },
    ],
  },
]

describe("tableLines", () => {
  it("puts brotli as served first, named the wire's figure, beside gzip -9 and raw", () => {
    const [header, rule, row, ...notes] = tableLines(rows, false)
    expect([header, rule, row]).toEqual([
      "route                           JS files  brotli, served (wire)   gzip -9       raw",
      "------------------------------  --------  ---------------------  --------  --------",
      "/auth/login cold (login route)         2               101.1 kB  122.2 kB  386.7 kB",
    ])
    expect(notes.join("\n")).toContain("wire: the bytes a browser receives")
  })

  it("lists each file's three figures with --files", () => {
    const lines = tableLines(rows, true)
    expect(lines).toContain("/auth/login cold (login route)")
    expect(lines.find((l) => l.includes("/assets/common-b.js"))).toMatch(/70\.1 kB\s+84\.2 kB\s+266\.7 kB$/)
  })
})
