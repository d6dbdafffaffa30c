/**
 * `npm run size`: the JavaScript a browser loads per route, measured in Debian's chromium (1280 px
 * wide) against the real server (temporary data folder, `tiny` seed). The wire's figure is brotli as
 * served (the build's precompressed `.br` files), beside gzip -9 and raw. Then the targets: the login
 * route (`/auth/login`, signed out, cold) at most 100 kB on the wire, every response's encoded body
 * and headers (issue 25, replacing the gzip -9 targets of issues 11 and 15); chart.js only on
 * `/dashboard`.
 * Exits non-zero when the measurement fails (with `--strict` a target too); `--files` lists each file.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { gzipSync } from "node:zlib"
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test"
import { startServer } from "../server/app.ts"
import { networkQuiet, watchRequests } from "../tests/e2e/support/portal.ts"
import { type JsFile, printTable, printTargets, type Row } from "./size-report.ts"
import { recordWire, servedBrotliBytes } from "./size-wire.ts"
import { buildUi, builtIndex, uiNeedsBuild } from "./ui-build.ts"

/** A sentence only chart.js's bundle holds (its error for a reused canvas): marks the chart library. */
const CHART_MARKER = "Canvas is already in use"
const DEMO_PASSWORD = "Portal-Demo-2026!"
const UI_DIR = dirname(builtIndex) // the build the server serves, with its `.br` files
const showFiles = process.argv.includes("--files")
const strict = process.argv.includes("--strict")

/** Collects every JavaScript response the page receives until `stop` is called. */
function recordJs(page: Page) {
  const pending: Array<Promise<JsFile | null>> = []
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? ""
    if (response.request().resourceType() !== "script" && !type.includes("javascript")) return
    const path = new URL(response.url()).pathname
    pending.push(
      response.body().then(
        (body) => ({
          path,
          raw: body.length,
          br: servedBrotliBytes(UI_DIR, path, body.length),
          gz: gzipSync(body, { level: 9 }).length,
          charts: body.includes(CHART_MARKER),
        }),
        () => null,
      ),
    )
  })
  return async (): Promise<JsFile[]> => {
    const files = (await Promise.all(pending)).filter((f): f is JsFile => f !== null)
    return [...new Map(files.map((f) => [f.path, f])).values()].sort((a, b) => b.br - a.br)
  }
}

/** What shows once each measured route has rendered its screen (lazy chunks included). */
const READY: Record<string, (page: Page) => ReturnType<Page["getByRole"]>> = {
  "/about": (page) => page.getByRole("heading", { name: "About the product", level: 1 }),
  "/tickets": (page) => page.locator("main table tbody tr").first(),
  "/dashboard": (page) => page.getByRole("img", { name: "Tickets per week" }),
}

/**
 * Waits until the signed-in page is complete: its screen (scrolled into view), the account team (shown after the banner
 * answer), the announcement when the tiny seed's banner is active (DOMPurify loads where `setHTML` is missing),
 * then no request for 500 ms. Without these a slow machine could stop counting before a lazy chunk.
 */
async function settleSignedIn(page: Page, path: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main navigation" }).waitFor({ timeout: 60_000 })
  const ready = READY[path]?.(page)
  await ready?.waitFor({ timeout: 60_000 })
  // The dashboard's charts load their library when they come into view (below the first screen on
  // a phone): a reader who scrolls gets it, and so does the count.
  await ready?.scrollIntoViewIfNeeded()
  await page.getByRole("region", { name: "YOUR ACCOUNT TEAM" }).waitFor({ timeout: 60_000 })
  const banner = await page.request.get(new URL("/v1/banner", page.url()).href, {
    headers: { authorization: `EC ${await sessionIdOf(page)}` },
  })
  const active = banner.ok() && ((await banner.json()) as { banner?: { active?: boolean } }).banner?.active
  if (active) await page.getByRole("region", { name: "Announcement" }).waitFor({ timeout: 60_000 })
  await settle(page)
}

/** The signed-in session id the UI keeps in localStorage (`session`, spec section 3). */
const sessionIdOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const raw = localStorage.getItem("session")
    return raw === null ? "" : String((JSON.parse(raw) as { sessionID?: unknown }).sessionID ?? "")
  })

/** Requests in flight per page, the live stream left out (a signed-in page keeps it open). */
const inFlight = new WeakMap<Page, Set<unknown>>()

/** A new page whose requests are watched from its first one (`settle` reads them). */
const watchedPage = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage()
  inFlight.set(page, watchRequests(page))
  return page
}

/** No request but the live stream in flight for 500 ms (`networkidle` never comes signed in). */
async function settle(page: Page): Promise<void> {
  const open = inFlight.get(page)
  if (open === undefined) throw new Error("settle: the page was not opened with watchedPage")
  await networkQuiet(page, open)
}

async function measureLogin(
  context: BrowserContext,
  base: string,
): Promise<{ login: Row; loginWire: number; afterSignIn: Row }> {
  const page = await watchedPage(context)
  const stopLogin = recordJs(page)
  const stopWire = recordWire(page)
  await page.goto(`${base}/auth/login?redirect=%2Fdashboard`)
  await page.getByRole("button", { name: "Sign in" }).waitFor()
  await settle(page)
  const login: Row = { route: "/auth/login cold (login route)", files: await stopLogin() }
  const loginWire = await stopWire()
  const seen = new Set(login.files.map((f) => f.path))

  const stopShell = recordJs(page)
  await page.getByLabel("Username").fill("acme.user")
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL(`${base}/dashboard`)
  await settleSignedIn(page, "/dashboard")
  const added = (await stopShell()).filter((f) => !seen.has(f.path))
  await page.close()
  return { login, loginWire, afterSignIn: { route: "/dashboard, added by signing in", files: added } }
}

/**
 * A signed-in route loaded cold (new browser context, empty cache, stored session). `/about` is the
 * shell with its lightest screen; `/tickets` and `/dashboard` add their screens (the dashboard its
 * chart library).
 */
async function measureCold(
  browser: Browser,
  signedIn: BrowserContext,
  base: string,
  path: string,
  label: string,
): Promise<Row> {
  const context = await browser.newContext({ storageState: await signedIn.storageState() })
  try {
    const page = await watchedPage(context)
    const stop = recordJs(page)
    await page.goto(`${base}${path}`)
    await settleSignedIn(page, path)
    return { route: label, files: await stop() }
  } finally {
    await context.close()
  }
}

async function main(): Promise<void> {
  if (uiNeedsBuild()) {
    console.log("Building the UI (vite build)...")
    if (!buildUi()) throw new Error("vite build failed")
  }
  const dataDir = mkdtempSync(join(tmpdir(), "portal-size-"))
  const server = await startServer({ port: 0, host: "127.0.0.1", dataDir, scale: "tiny", uiDir: UI_DIR })
  const base = `http://127.0.0.1:${server.port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  try {
    const context = await browser.newContext()
    const { login, loginWire, afterSignIn } = await measureLogin(context, base)
    const shell = await measureCold(browser, context, base, "/about", "/about cold (the shell)")
    const tickets = await measureCold(browser, context, base, "/tickets", "/tickets cold")
    const dashboard = await measureCold(browser, context, base, "/dashboard", "/dashboard cold")
    await context.close()
    console.log("\nJavaScript loaded per route (kB = 1000 bytes; signed in: with a stored session)\n")
    printTable([login, shell, tickets, dashboard, afterSignIn], showFiles)
    const failed = printTargets({ loginWire, withoutCharts: [login, shell, tickets], dashboard })
    if (failed > 0 && strict) process.exitCode = 1
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`size: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
