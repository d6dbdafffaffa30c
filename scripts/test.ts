// `npm test`: type check, lint, unit/integration tests (vitest), the UI build and e2e (Playwright in
// Debian's chromium). Prints each step's wall time as it ends, then a table of them with the total,
// then one closing line `N passed, N failed`; exits non-zero when anything failed.
//
// The type check, the lint, vitest and the UI build start at once (the short ones fit beside
// vitest); Playwright starts when the build and vitest are done. TEST_E2E_BESIDE_VITEST=1 starts
// Playwright beside vitest too: Playwright alone keeps about a third of two cores busy, so
// together they could take little more than the longer of the two, but on the shared machine at
// load 24-30 that run failed (vitest tests and e2e server starts ran out of time), so it is not the
// default until a quiet machine shows it holds. No step is niced (a niced vitest lost the cores to
// other work). Held output (everything but vitest's) prints whole when its step ends.
// TEST_SERIAL=1 runs the steps one after another, streaming, as before.
// `npm test unit e2e` runs only the named steps (typecheck, lint, unit, e2e).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  countExit,
  countPlaywright,
  countVitest,
  formatMs,
  runStep,
  type StepResult,
  type Tally,
} from "./test-steps.ts"
import { parseTestSteps } from "./test-args.ts"

const asked = parseTestSteps(process.argv.slice(2))
if ("error" in asked) {
  console.error(asked.error)
  process.exit(2)
}

const total: Tally = { passed: 0, failed: 0 }
const add = (t: Tally) => {
  total.passed += t.passed
  total.failed += t.failed
}
const work = mkdtempSync(join(tmpdir(), "portal-test-"))
// One folder of template databases for vitest and Playwright: the e2e servers copy the seeded `tiny`
// database vitest's server tests built (server/testing/template-db.global-setup.ts), so the e2e
// step does not open with an initdb, every migration and the seed. Its own random suffix names the
// run's PostgreSQL templates (side-by-side runs never share them).
const templates = mkdtempSync(join(work, "templates-"))
const runEnv = { PORTAL_RUN_TEMPLATE_ROOT: templates }
const only = asked.steps
const wants = (step: string) => only.length === 0 || only.includes(step)
const serial = process.env.TEST_SERIAL === "1"
const started = performance.now()
const times: StepResult[] = []

const vitestOut = join(work, "vitest.json")
const playwrightOut = join(work, "playwright.json")
let built = false

const typecheck = async (stream: boolean) => {
  // TypeScript 7's tsc is the native compiler. Its default parallel checkers spend about twice the
  // CPU of one checker (42 -> 21 user-s measured side by side): beside vitest the cores are the
  // limit, and one checker still ends long before vitest does. `npm run typecheck` keeps the
  // default (faster alone).
  const tsc = ["tsc", "--noEmit", "-p", "tsconfig.json", "--singleThreaded"]
  const result = await runStep("type check", "npx", tsc, { stream })
  console.log(`${result.exit === 0 ? "PASS" : "FAIL"} type check (tsc --noEmit --singleThreaded)`)
  add(countExit(result.exit))
  return result
}
const lint = async (stream: boolean) => {
  const result = await runStep("lint", "npx", ["biome", "check", "."], { stream })
  console.log(`${result.exit === 0 ? "PASS" : "FAIL"} lint and format (biome check)`)
  add(countExit(result.exit))
  return result
}
const build = async (stream: boolean) => {
  const result = await runStep("ui build (vite)", "npx", ["vite", "build", "--logLevel", "warn"], { stream })
  built = result.exit === 0
  if (!built) add({ passed: 0, failed: 1 })
  return result
}
const unit = async (_stream: boolean) => {
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestOut}`]
  // Streamed even beside Playwright, whose output is held: the long step shows its progress.
  const result = await runStep("unit (vitest)", "npx", args, { stream: true, env: runEnv })
  add(countVitest(vitestOut, result.exit))
  return result
}
const e2e = async (stream: boolean) => {
  const result = await runStep("e2e (playwright)", "npx", ["playwright", "test"], {
    stream,
    env: { ...runEnv, PW_JSON_OUTPUT: playwrightOut, E2E_DATA_DIR: join(work, "e2e-data") },
  })
  add(countPlaywright(playwrightOut, result.exit))
  return result
}

if (serial) {
  for (const step of [
    ...(wants("typecheck") ? [typecheck] : []),
    ...(wants("lint") ? [lint] : []),
    ...(wants("unit") ? [unit] : []),
    ...(wants("e2e") ? [build] : []),
  ])
    times.push(await step(true))
  if (wants("e2e") && built) times.push(await e2e(true))
} else {
  // The type check, the lint, vitest and the build start at once; Playwright after the build and,
  // unless TEST_E2E_BESIDE_VITEST=1, after vitest too.
  const unitRun = wants("unit") ? unit(false) : Promise.resolve(null)
  const afterBuild = async () => {
    const results = [await build(false)]
    if (process.env.TEST_E2E_BESIDE_VITEST !== "1") await unitRun
    return built ? [...results, await e2e(false)] : results
  }
  const results = await Promise.all([
    ...(wants("typecheck") ? [typecheck(false).then((r) => [r])] : []),
    ...(wants("lint") ? [lint(false).then((r) => [r])] : []),
    unitRun.then((r) => (r === null ? [] : [r])),
    ...(wants("e2e") ? [afterBuild()] : []),
  ])
  times.push(...results.flat())
}

rmSync(work, { recursive: true, force: true })
console.log("\nwall time")
for (const { step, ms } of times) console.log(`  ${step.padEnd(20)} ${formatMs(ms)}`)
console.log(`  ${"total".padEnd(20)} ${formatMs(performance.now() - started)}`)
console.log(`\n${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 ? 0 : 1)
