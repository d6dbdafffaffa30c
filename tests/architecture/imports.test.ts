import type { ICruiseResult } from "dependency-cruiser"
import { beforeAll, describe, expect, it } from "vitest"
import {
  CRUISED,
  cruiseFrom,
  describeViolation,
  loadRules,
  repoRoot,
  ruleTexts,
  violationsOf,
} from "./cruise.ts"

// The module graph of the whole repository against `.dependency-cruiser.cjs`: one test per rule,
// each failing with the offending imports (or cycles) by path.
const rules = ruleTexts(await loadRules())
let result: ICruiseResult

beforeAll(async () => {
  result = await cruiseFrom(repoRoot, CRUISED)
})

describe("the module graph", () => {
  it("covers the sources of every part, TypeScript and TSX included", () => {
    const sources = result.modules.map((m) => m.source)
    for (const part of ["core/", "ui/", "cli/", "server/", "tests/", "scripts/"])
      expect(
        sources.some((s) => s.startsWith(part)),
        part,
      ).toBe(true)
    expect(sources).toContain("ui/app/app.tsx")
    expect(sources.length).toBeGreaterThan(300)
  })

  it("resolves every import", () => {
    const unresolved = result.modules.filter((m) => m.couldNotResolve).map((m) => m.source)
    expect(unresolved).toEqual([])
  })

  it("sees type-only and dynamic imports", () => {
    const types = result.modules.flatMap((m) => m.dependencies.flatMap((d) => d.dependencyTypes))
    expect(types).toContain("type-only")
    expect(types).toContain("dynamic-import")
  })

  it.each(rules)("follows %s (%s)", (rule, says) => {
    expect(violationsOf(result, rule), `${rule}: ${says}`).toEqual([])
  })

  it("breaks no rule outside the rule set", () => {
    const stray = result.summary.violations.filter((v) => !rules.some(([name]) => name === v.rule.name))
    expect(stray.map(describeViolation)).toEqual([])
  })
})
