import { join } from "node:path"
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from "dependency-cruiser"
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options"

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, "..", "..")

/** What the rules cover: every folder with sources, and the root config files. */
export const CRUISED = [
  "core",
  "ui",
  "cli",
  "server",
  "tests",
  "scripts",
  "vite.config.ts",
  "playwright.config.ts",
]

/** The options and rule set of `.dependency-cruiser.cjs`, the one place the rules are written. */
export const loadRules = (): Promise<ICruiseOptions> =>
  extractDepcruiseOptions(join(repoRoot, ".dependency-cruiser.cjs"))

/** The forbidden rules' names, in the order the config declares them. */
export const ruleNames = (options: ICruiseOptions): ReadonlyArray<string> =>
  (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? "(unnamed rule)")

/** Each forbidden rule's name and what it says, as `[name, comment]`. */
export const ruleTexts = (options: ICruiseOptions): ReadonlyArray<readonly [string, string]> =>
  (options.ruleSet?.forbidden ?? []).map(
    (rule) => [rule.name ?? "(unnamed rule)", rule.comment ?? ""] as const,
  )

/**
 * Cruises `paths` (relative to `baseDir`) with the repository's rules. Every dependency counts:
 * static, dynamic and type-only imports and re-exports.
 */
export const cruiseFrom = async (baseDir: string, paths: ReadonlyArray<string>): Promise<ICruiseResult> => {
  const options = await loadRules()
  const { output } = await cruise([...paths], { ...options, baseDir })
  if (typeof output === "string") throw new Error(`dependency-cruiser answered text: ${output}`)
  return output
}

/** One readable line per violation: the rule, then the offending import or the whole cycle. */
export const describeViolation = (violation: IViolation): string => {
  const { rule, from, to, cycle } = violation
  if (cycle && cycle.length > 0)
    return `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(" -> ")}`
  return `${rule.name}: ${from} imports ${to}`
}

/** The violations of one rule, as lines. */
export const violationsOf = (result: ICruiseResult, rule: string): ReadonlyArray<string> =>
  result.summary.violations.filter((v) => v.rule.name === rule).map(describeViolation)
