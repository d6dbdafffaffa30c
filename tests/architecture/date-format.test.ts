import { describe, expect, it } from "vitest"
import { repoRoot } from "./cruise.ts"
import { DATE_FORMAT_RULES } from "./date-format.ts"
import { findCopies, projectSources } from "./declared-once.ts"

describe("dates shown by one formatter", () => {
  it("no source outside core/domain/dates formats a date by itself", () => {
    const sources = projectSources(repoRoot)
    expect(sources.flatMap((file) => findCopies(file, DATE_FORMAT_RULES))).toEqual([])
  })

  it.each([
    ["ui/a.ts", "Intl.DateTimeFormat().resolvedOptions().timeZone", "Intl.DateTimeFormat"],
    ["ui/b.ts", 'new Date(iso).toLocaleDateString("en-GB", { timeZone: "UTC" })', "runtime's locale"],
    ["ui/c.tsx", "d.toLocaleString()", "runtime's locale"],
    ["ui/c.tsx", 'd.toLocaleString("en-US", { timeZone: "America/New_York" })', "runtime's locale"],
    ["cli/d.ts", "new Date(x).toUTCString()", "runtime's locale"],
    ["ui/e.tsx", "const hhmm = e.at.slice(11, 16)", "labelled by hand"],
  ])("finds the formatting in %s: %s", (path, text, what) => {
    expect(findCopies({ path, text }, DATE_FORMAT_RULES).join("\n")).toContain(what)
  })

  it.each([
    ["ui/a.ts", 'n.toLocaleString("en-US")'],
    ["server/q.ts", 'mb.toLocaleString("en-US", { maximumFractionDigits: 2 })'],
    ["core/domain/dates/format.ts", 'new Intl.DateTimeFormat("en-US", { timeZone })'],
  ])("accepts %s: %s", (path, text) => {
    expect(findCopies({ path, text }, DATE_FORMAT_RULES)).toEqual([])
  })
})
