/**
 * `npm run waterfall`: the request waterfall of a signed-in screen loaded directly on a phone's
 * network (issue 25). Debian's chromium over CDP with Lighthouse's slow 4G (150 ms round trip,
 * 1.6 Mbps down, 750 kbps up) and its 4x CPU slowdown, against the real server (temporary data
 * folder, `tiny` seed), signed in as acme.admin with a stored session and an empty cache.
 * For `/tickets` and `/dashboard` it prints, per run, the time to the first data row in `main`
 * (a ticket row, or card on a phone; the dashboard's first tile) and the number of sequential round trips before it (the longest chain of requests each sent only
 * after the one before it had finished), and which round trip the row's own data request is (the
 * list's first page, the dashboard's service figures) with when its answer was in; then the median of the runs; `--requests` prints every
 * request of the last run. `--runs N` (default 3);
 * `--path /x` measures that path only; `--ui <dir>` serves another build (an older dist/ui).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Browser, chromium } from "@playwright/test"
import { startServer } from "../server/app.ts"
import { buildUi, uiNeedsBuild } from "./ui-build.ts"
import { printWaterfall } from "./waterfall-chain.ts"
import { CPU_SLOWDOWN, DATA_REQUEST, measure, type Run } from "./waterfall-measure.ts"

const DEMO_PASSWORD = "Portal-Demo-2026!"
const argValue = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
const runs = Number(argValue("--runs") ?? 3)
const only = argValue("--path")
const PATHS = only ? [only] : ["/tickets", "/dashboard"]
/** Another build to measure (a copy of an older dist/ui, say), instead of building this one. */
const uiDir = argValue("--ui")
const showRequests = process.argv.includes("--requests")

async function signIn(browser: Browser, base: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${base}/auth/login`)
  await page.getByLabel("Username").fill("acme.admin")
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("navigation", { name: "Main navigation" }).waitFor({ timeout: 60_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

const median = (values: ReadonlyArray<number>) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main(): Promise<void> {
  if (uiDir === undefined && uiNeedsBuild()) {
    console.log("Building the UI (vite build)...")
    if (!buildUi()) throw new Error("vite build failed")
  }
  const dataDir = mkdtempSync(join(tmpdir(), "portal-waterfall-"))
  const server = await startServer({ port: 0, host: "127.0.0.1", dataDir, scale: "tiny", uiDir })
  const base = `http://127.0.0.1:${server.port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  try {
    const state = await signIn(browser, base)
    console.log(`Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}x, ${runs} runs\n`)
    for (const path of PATHS) {
      const results: Run[] = []
      for (let i = 0; i < runs; i++) results.push(await measure(browser, base, path, state))
      const each = results.map((r) => `${Math.round(r.firstRowMs)} ms / ${r.roundTrips}`).join(", ")
      console.log(
        `${path}: first row ${Math.round(median(results.map((r) => r.firstRowMs)))} ms, ` +
          `${median(results.map((r) => r.roundTrips))} sequential round trips (median; runs: ${each})`,
      )
      const data = results.flatMap((r) => (r.data ? [r.data] : []))
      console.log(
        `  ${DATA_REQUEST[path]}: round trip ${median(data.map((d) => d.depth))} of the waterfall, ` +
          `answered at ${Math.round(median(data.map((d) => d.end)))} ms (median)`,
      )
      const last = results.at(-1)
      if (last && last.repeated.length > 0)
        console.log(`  sent twice in the last run: ${last.repeated.join(", ")}`)
      if (showRequests && last) printWaterfall(last.requests)
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`waterfall: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
