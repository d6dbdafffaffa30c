// `npm test`: type check, lint, unit/integration tests (vitest), then e2e (Playwright in Debian's chromium).
// Prints each step's wall time, then a table of them with the total, then one closing line
// `N passed, N failed`; exits non-zero when anything failed.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

interface Tally {
  passed: number
  failed: number
}
const total: Tally = { passed: 0, failed: 0 }
const work = mkdtempSync(join(tmpdir(), "portal-test-"))
const only = process.argv.slice(2)
const wants = (step: string) => only.length === 0 || only.includes(step)
const started = performance.now()
const times: Array<{ step: string; ms: number }> = []

const formatMs = (ms: number): string => {
  const seconds = Math.round(ms / 1000)
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`
}

/** Runs one step and prints how long it took (wall time). */
function timed<T>(step: string, f: () => T): T {
  const from = performance.now()
  try {
    return f()
  } finally {
    const ms = performance.now() - from
    times.push({ step, ms })
    console.log(`TIME ${step}: ${formatMs(ms)}`)
  }
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(" ")}`)
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } })
  return result.status ?? 1
}

function check(name: string, cmd: string, args: string[]): void {
  const ok = run(cmd, args) === 0
  console.log(`${ok ? "PASS" : "FAIL"} ${name}`)
  if (ok) total.passed++
  else total.failed++
}

function countVitest(file: string, exit: number): Tally {
  if (!existsSync(file)) return { passed: 0, failed: exit === 0 ? 0 : 1 }
  const report = JSON.parse(readFileSync(file, "utf8"))
  const failedSuites = (report.testResults ?? []).filter(
    (s: { status: string; assertionResults: unknown[] }) =>
      s.status === "failed" && s.assertionResults.length === 0,
  ).length
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      failedSuites +
      (exit !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0),
  }
}

function countPlaywright(file: string, exit: number): Tally {
  if (!existsSync(file)) return { passed: 0, failed: exit === 0 ? 0 : 1 }
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {}
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  return { passed: stats.expected ?? 0, failed: failed + (exit !== 0 && failed === 0 ? 1 : 0) }
}

function add(t: Tally): void {
  total.passed += t.passed
  total.failed += t.failed
}

if (wants("typecheck"))
  timed("type check", () =>
    check("type check (tsc --noEmit)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]),
  )
if (wants("lint")) timed("lint", () => check("lint and format (biome check)", "npx", ["biome", "check", "."]))
if (wants("unit")) {
  const out = join(work, "vitest.json")
  const exit = timed("unit (vitest)", () =>
    run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]),
  )
  add(countVitest(out, exit))
}
if (wants("e2e")) {
  const build = timed("ui build (vite)", () => run("npx", ["vite", "build", "--logLevel", "warn"]))
  if (build !== 0) add({ passed: 0, failed: 1 })
  else {
    const out = join(work, "playwright.json")
    const exit = timed("e2e (playwright)", () =>
      run("npx", ["playwright", "test"], {
        PW_JSON_OUTPUT: out,
        E2E_DATA_DIR: join(work, "e2e-data"),
      }),
    )
    add(countPlaywright(out, exit))
  }
}
rmSync(work, { recursive: true, force: true })
console.log("\nwall time")
for (const { step, ms } of times) console.log(`  ${step.padEnd(20)} ${formatMs(ms)}`)
console.log(`  ${"total".padEnd(20)} ${formatMs(performance.now() - started)}`)
console.log(`\n${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 ? 0 : 1)
