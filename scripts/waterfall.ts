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
import { chainDepths, type Exchange, printWaterfall } from "./waterfall-chain.ts"

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

/** Lighthouse's mobile throttling (its `mobileSlow4G` preset), applied by the browser itself. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4

/**
 * The first data a screen shows: a ticket row (a card where a phone shows rows as cards), the
 * dashboard's first figure (its tiles come before its tables, which a phone shows below the fold).
 */
const FIRST_ROW = "main table tbody tr, main li.data-card, main .insight-tile-value"

/** Notes when the first row is in the page (performance.now(), ms). */
const FIRST_ROW_WATCH = `(() => {
  const seen = () =>
    [...document.querySelectorAll(${JSON.stringify(FIRST_ROW)})].some((row) => row.checkVisibility())
  new MutationObserver((_, observer) => {
    if (window.__firstRow === undefined && seen()) {
      window.__firstRow = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
})()`

/** The request whose answer the first row shows: the list's first page, the dashboard's service figures. */
const DATA_REQUEST: Readonly<Record<string, string>> = {
  "/tickets": "/v1/ticketdetails",
  "/dashboard": "/v1/insights/service",
}

interface Run {
  /** The data request's depth in the waterfall and when its answer was in (ms), if it was before the row. */
  readonly data: { readonly depth: number; readonly end: number } | null
  /** API GETs sent more than once in the whole load (until the network is idle). */
  readonly repeated: ReadonlyArray<string>
  readonly firstRowMs: number
  readonly roundTrips: number
  readonly requests: ReadonlyArray<Exchange & { readonly depth: number }>
}

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

async function measure(browser: Browser, base: string, path: string, state: object): Promise<Run> {
  const context = await browser.newContext({
    storageState: state as never,
    viewport: { width: 412, height: 823 },
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(FIRST_ROW_WATCH)
    const cdp = await context.newCDPSession(page)
    const sent = new Map<string, { url: string; start: number; wall: number }>()
    const done: Exchange[] = []
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.request.url.startsWith("data:")) return
      sent.set(e.requestId, { url: e.request.url, start: e.timestamp, wall: e.wallTime })
    })
    cdp.on("Network.loadingFinished", (e) => {
      const request = sent.get(e.requestId)
      if (request) done.push({ ...request, end: e.timestamp, bytes: e.encodedDataLength })
    })
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(`${base}${path}`)
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 120_000 })
    const firstRow = await page.evaluate(
      () => performance.timeOrigin + (window as unknown as { __firstRow: number }).__firstRow,
    )
    const document = [...sent.values()].find((r) => new URL(r.url).pathname === path)
    if (document === undefined) throw new Error(`no request for ${path}`)
    // CDP times are seconds on a monotonic clock; the page's are epoch ms: join them at the document.
    const toMs = (t: number) => (t - document.start) * 1000
    const firstRowMs = firstRow - document.wall * 1000
    const before = done
      .map((r) => ({ ...r, start: toMs(r.start), end: toMs(r.end) }))
      .filter((r) => r.end <= firstRowMs)
    const requests = chainDepths(before)
    await page.waitForLoadState("networkidle")
    const api = [...sent.values()].map((r) => new URL(r.url)).filter((u) => u.pathname.startsWith("/v1/"))
    const repeated = [...new Set(api.map((u) => u.pathname + u.search))].filter(
      (path) => api.filter((u) => u.pathname + u.search === path).length > 1,
    )
    const data = requests.find((r) => new URL(r.url).pathname === DATA_REQUEST[path]) ?? null
    return { data, repeated, firstRowMs, roundTrips: Math.max(0, ...requests.map((r) => r.depth)), requests }
  } finally {
    await context.close()
  }
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
