import { describe, expect, it } from "vitest"
import { LOGIN_TARGET_WIRE, type Row, tableLines, targetChecks } from "./size-report.ts"

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

const file = (path: string, charts = false) => ({ path, raw: 1000, br: 300, gz: 400, charts })
const dashboard: Row = { route: "/dashboard cold", files: [file("/assets/dashboard-x.js", true)] }
const tickets: Row = { route: "/tickets cold", files: [file("/assets/tickets-x.js")] }

describe("targetChecks", () => {
  it("sets the login route at 100 kB on the wire (issue 25), no longer a gzip -9 shell target", () => {
    expect(LOGIN_TARGET_WIRE).toBe(100_000)
    const checks = targetChecks({ loginWire: 99_999, withoutCharts: [tickets], dashboard })
    expect(checks.map((c) => c.name)).toEqual([
      "login route (issue 25): at most 100.0 kB on the wire",
      "charts (issue 15): chart.js only on /dashboard",
    ])
    expect(checks.map((c) => [c.figure, c.ok])).toEqual([
      ["100.0 kB", true],
      ["only on /dashboard", true],
    ])
  })

  it.each([
    [100_000, true],
    [100_001, false],
    [104_029, false],
  ])("a login route of %d bytes on the wire passes: %s", (loginWire, ok) => {
    expect(targetChecks({ loginWire, withoutCharts: [], dashboard })[0]?.ok).toBe(ok)
  })

  it("fails the charts target when chart.js is on another route, or missing from /dashboard", () => {
    const charted: Row = { route: "/tickets cold", files: [file("/assets/t.js", true)] }
    expect(targetChecks({ loginWire: 1, withoutCharts: [charted], dashboard })[1]).toEqual({
      name: "charts (issue 15): chart.js only on /dashboard",
      figure: "also on /tickets cold",
      ok: false,
    })
    const bare: Row = { route: "/dashboard cold", files: [file("/assets/d.js")] }
    expect(targetChecks({ loginWire: 1, withoutCharts: [], dashboard: bare })[1]).toMatchObject({
      figure: "not found on /dashboard",
      ok: false,
    })
  })
})
