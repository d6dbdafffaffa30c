import { describe, expect, it } from "vitest"
import { PAGES, parseArgs } from "./lighthouse-args.ts"

describe("parseArgs", () => {
  it("defaults to two runs of every page, mobile and desktop, on the demo seed, not strict", () => {
    expect(parseArgs([])).toEqual({
      runs: 2,
      strict: false,
      json: undefined,
      reports: undefined,
      pages: PAGES,
      formFactors: ["mobile", "desktop"],
      scale: "demo",
      base: undefined,
    })
  })

  it.each([
    [["--runs", "3"], { runs: 3 }],
    [["--runs=1"], { runs: 1 }],
    [["--strict"], { strict: true }],
    [["--json", "/tmp/lh.json"], { json: "/tmp/lh.json" }],
    [["--reports", "/tmp/lh"], { reports: "/tmp/lh" }],
    [["--reports=/tmp/lh"], { reports: "/tmp/lh" }],
    [["--base", "http://localhost:4710"], { base: "http://localhost:4710" }],
    [["--form-factor", "mobile"], { formFactors: ["mobile"] }],
    [["--form-factor=desktop"], { formFactors: ["desktop"] }],
    [["--scale", "tiny"], { scale: "tiny" }],
    [["--pages", "tickets,login"], { pages: ["login", "tickets"] }],
    [["--pages", "/auth/login,/tickets/:id,/equipment/"], { pages: ["login", "ticket", "equipment"] }],
    [["--pages", "Dashboard,dashboard"], { pages: ["dashboard"] }],
  ] as const)("%j sets %j", (argv, expected) => {
    expect(parseArgs(argv)).toMatchObject(expected)
  })

  it.each([
    [["--runs", "0"], '--runs: "0" is not a whole number of at least 1'],
    [["--runs", "1.5"], '--runs: "1.5" is not a whole number of at least 1'],
    [["--runs"], "--runs needs a value"],
    [["--reports"], "--reports needs a value"],
    [["--base", "localhost:4710"], '--base: "localhost:4710" is not an address like http://localhost:4710'],
    [["--base", "http://localhost:4710/"], '--base: "http://localhost:4710/" is not an address'],
    [
      ["--pages", "home"],
      '--pages: unknown page "home" (pages: login, dashboard, tickets, ticket, equipment)',
    ],
    [["--form-factor", "tablet"], '--form-factor: "tablet" is not mobile, desktop or both'],
    [["--scale", "large"], '--scale: "large" is not tiny or demo'],
    [["--fast"], "unknown option --fast"],
  ] as const)("%j is refused: %s", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message)
  })
})
