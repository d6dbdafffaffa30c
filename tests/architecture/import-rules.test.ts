import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, posix } from "node:path"
import type { ICruiseResult } from "dependency-cruiser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cruiseFrom, describeViolation, loadRules, ruleNames } from "./cruise.ts"
import { ACCEPTED, BREAKING, type BreakingCase, type ImportCase, SUPPORT } from "./rule-fixtures.ts"

// Proves the rules bite: a throwaway tree of one-line modules, each import either breaking one
// rule or allowed, cruised with the real `.dependency-cruiser.cjs`.
const rules = ruleNames(await loadRules())
const work = mkdtempSync(join(tmpdir(), "portal-import-rules-"))
let result: ICruiseResult

const importLine = ({ specifier, typeOnly }: ImportCase, i: number) =>
  `import ${typeOnly ? "type " : ""}* as m${i} from "${specifier}"`

/** The repo-relative path of a relative target; a builtin or a package (unresolved here) by name. */
const targetOf = ({ from, specifier }: ImportCase): string | null =>
  specifier.startsWith(".") ? posix.normalize(posix.join(posix.dirname(from), specifier)) : null

/** The line `describeViolation` must give for a breaking case. */
const expectedLine = (c: BreakingCase): string => {
  const target = targetOf(c) ?? c.specifier.replace(/^node:/, "")
  return c.rule === "no-circular"
    ? `${c.rule}: ${c.from} -> ${target} -> ${c.from}`
    : `${c.rule}: ${c.from} imports ${target}`
}

const writeTree = (cases: ReadonlyArray<ImportCase>) => {
  const files = new Map<string, Array<string>>()
  for (const c of cases) {
    files.set(c.from, [...(files.get(c.from) ?? []), importLine(c, files.get(c.from)?.length ?? 0)])
    const target = targetOf(c)
    if (target !== null && !files.has(target)) files.set(target, [])
  }
  for (const [path, lines] of files) {
    mkdirSync(dirname(join(work, path)), { recursive: true })
    writeFileSync(join(work, path), `${lines.join("\n")}\nexport const x = 1\n`)
  }
}

beforeAll(async () => {
  writeTree([...BREAKING, ...SUPPORT, ...ACCEPTED])
  result = await cruiseFrom(work, ["core", "ui", "cli", "server", "tests"])
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

const hits = (rule: string, from: string) =>
  result.summary.violations.filter((v) => v.rule.name === rule && v.from === from)

describe("the import rules", () => {
  it("have a breaking case each", () => {
    expect(new Set(BREAKING.map((c) => c.rule))).toEqual(new Set(rules))
  })

  it.each(BREAKING.map((c) => [c.rule, c.from, c.specifier, c] as const))(
    "%s: %s importing '%s' is refused",
    (rule, from, _specifier, c) => {
      expect(hits(rule, from).map(describeViolation)).toContain(expectedLine(c))
    },
  )

  it("refuse nothing else: the allowed imports pass", () => {
    const lines = result.summary.violations.map(describeViolation)
    expect([...lines].sort()).toEqual(BREAKING.map(expectedLine).sort())
  })

  it("cruise the fixture tree itself", () => {
    const sources = result.modules.map((m) => m.source)
    expect(sources).toEqual(expect.arrayContaining(ACCEPTED.map((c) => c.from)))
  })
})
