/**
 * `npm run lighthouse`: Lighthouse (npm) in Debian's chromium against the portal started by
 * scripts/lighthouse-server.ts. `/auth/login` is audited signed out; then the script signs in as
 * acme.admin through the login screen in the same browser profile and audits `/dashboard`,
 * `/tickets`, `/tickets/<id>` and `/equipment`, each on mobile (Lighthouse's defaults: simulated slow
 * 4G, 4x CPU slowdown) and desktop (Lighthouse's desktop preset), best of `--runs` (default 2).
 * Lighthouse clears the HTTP cache before each audit but keeps cookies and local storage, so every
 * page loads cold and signed in. Prints one table; `--strict` exits 1 under the targets of issue 25,
 * naming each miss; `--json <file>` writes the figures. Not part of `npm test`: it is a benchmark.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type BrowserContext, chromium } from "@playwright/test"
import lighthouse, { desktopConfig } from "lighthouse"
import { type LighthouseOptions, type PageName, parseArgs, USAGE } from "./lighthouse-args.ts"
import { bestOf, type Figures, type FormFactor, figuresOf, formatTable, misses } from "./lighthouse-report.ts"
import { freePort, startPortal } from "./lighthouse-server.ts"
import { buildUi, uiNeedsBuild } from "./ui-build.ts"

const USER = "acme.admin"
const DEMO_PASSWORD = "Portal-Demo-2026!"
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

/** One Lighthouse run of `url` in the browser listening on `debugPort`. */
async function auditOnce(
  debugPort: number,
  url: string,
  formFactor: FormFactor,
  label: string,
  report: string | undefined,
) {
  const result = await lighthouse(
    url,
    { port: debugPort, logLevel: "error", output: "json", onlyCategories: CATEGORIES },
    formFactor === "desktop" ? desktopConfig : undefined,
  )
  if (result === undefined) throw new Error(`${label}: Lighthouse returned no result`)
  const { lhr } = result
  if (report !== undefined) writeFileSync(report, JSON.stringify(lhr))
  if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== new URL(url).pathname) throw new Error(`${label}: the page went to ${landed} instead`)
  return figuresOf(label, formFactor, lhr)
}

/** Signs in through the login screen in the browser profile Lighthouse uses; returns a ticket id. */
async function signIn(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage()
  await page.goto(`${base}/auth/login`)
  await page.getByLabel("Username").fill(USER)
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL(`${base}/dashboard`, { timeout: 120_000 })
  const ticketid = await page.evaluate(async () => {
    const answer = await fetch("/v1/ticketdetails?pl=1")
    return ((await answer.json()) as { items: Array<{ ticketid: number }> }).items[0]?.ticketid
  })
  if (ticketid === undefined) throw new Error(`${USER} sees no ticket to audit`)
  // Nothing of the sign-in page keeps polling while Lighthouse measures.
  await page.goto("about:blank")
  return ticketid
}

async function run(options: LighthouseOptions): Promise<Array<Figures>> {
  if (options.base === undefined && uiNeedsBuild()) {
    console.log("Building the UI (vite build)...")
    if (!buildUi()) throw new Error("vite build failed")
  }
  if (options.base === undefined) console.log(`Starting the portal (${options.scale} seed)...`)
  const portal =
    options.base === undefined
      ? await startPortal(options.scale)
      : { base: options.base, stop: async () => {} }
  const profile = mkdtempSync(join(tmpdir(), "portal-lighthouse-profile-"))
  const debugPort = await freePort()
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, "--no-sandbox", "--disable-dev-shm-usage"],
  })
  const rows: Array<Figures> = []
  if (options.reports !== undefined) mkdirSync(options.reports, { recursive: true })
  const reportOf = (path: string, formFactor: FormFactor, i: number) =>
    options.reports === undefined
      ? undefined
      : join(options.reports, `${path.replace(/^\//, "").replaceAll("/", "-")}-${formFactor}-${i}.json`)
  const audit = async (path: string) => {
    for (const formFactor of options.formFactors) {
      const runs: Array<Figures> = []
      for (let i = 1; i <= options.runs; i++) {
        console.log(`  ${path} ${formFactor} run ${i}/${options.runs}`)
        const report = reportOf(path, formFactor, i)
        runs.push(await auditOnce(debugPort, `${portal.base}${path}`, formFactor, path, report))
      }
      rows.push(bestOf(runs))
    }
  }
  try {
    if (options.pages.includes("login")) await audit("/auth/login")
    const signedIn = options.pages.filter((p) => p !== "login")
    if (signedIn.length > 0) {
      const ticketid = await signIn(context, portal.base)
      const paths: Record<Exclude<PageName, "login">, string> = {
        dashboard: "/dashboard",
        tickets: "/tickets",
        ticket: `/tickets/${ticketid}`,
        equipment: "/equipment",
      }
      for (const page of signedIn) await audit(paths[page as Exclude<PageName, "login">])
    }
    return rows
  } finally {
    await context.close()
    await portal.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  let options: LighthouseOptions
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
  const rows = await run(options)
  console.log(
    `\nLighthouse, best of ${options.runs} run(s) per page (signed in as ${USER} past /auth/login)\n`,
  )
  console.log(formatTable(rows))
  const findings = rows.flatMap((r) => r.findings.map((f) => `  ${r.page} (${r.formFactor}) ${f}`))
  if (findings.length > 0) console.log(`\nAudits that cost points:\n${findings.join("\n")}`)
  const missed = rows.flatMap(misses)
  console.log(
    missed.length === 0
      ? "\nEvery target met."
      : `\nTargets missed:\n${missed.map((m) => `  ${m}`).join("\n")}`,
  )
  if (options.json !== undefined) {
    const report = {
      measuredAt: new Date().toISOString(),
      scale: options.scale,
      runs: options.runs,
      rows,
      missed,
    }
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`)
  }
  if (options.strict && missed.length > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
