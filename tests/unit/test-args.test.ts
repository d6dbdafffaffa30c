import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseTestSteps } from "../../scripts/test-args.ts"

describe("npm test -- <step>", () => {
  it.each([
    [[], { steps: [] }],
    [["unit"], { steps: ["unit"] }],
    [["typecheck", "lint", "unit", "e2e"], { steps: ["typecheck", "lint", "unit", "e2e"] }],
    [
      ["unti"],
      {
        error: "npm test: unknown step 'unti'; the steps are typecheck, lint, unit, e2e (none: all of them)",
      },
    ],
    [["unit", "Lint", "x"], { error: expect.stringMatching(/^npm test: unknown step 'Lint', 'x'; /) }],
  ])("%j -> %j", (args, expected) => {
    expect(parseTestSteps(args)).toEqual(expected)
  })

  it("refuses a typo with exit 2 and the list of steps, before running anything", () => {
    const script = join(import.meta.dirname, "../../scripts/test.ts")
    const run = spawnSync(process.execPath, [script, "unti"], { encoding: "utf8", timeout: 30_000 })
    expect([run.status, run.stdout]).toEqual([2, ""])
    expect(run.stderr).toBe(
      "npm test: unknown step 'unti'; the steps are typecheck, lint, unit, e2e (none: all of them)\n",
    )
  })
})
