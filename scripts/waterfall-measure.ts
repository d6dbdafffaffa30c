/** One throttled load of a signed-in screen for `npm run waterfall` (scripts/waterfall.ts). */
import type { Browser } from "@playwright/test"
import { networkQuiet, watchRequests } from "../tests/e2e/support/portal.ts"
import { chainDepths, type Exchange } from "./waterfall-chain.ts"

/** Lighthouse's mobile throttling (its `mobileSlow4G` preset), applied by the browser itself. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
export const CPU_SLOWDOWN = 4

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
export const DATA_REQUEST: Readonly<Record<string, string>> = {
  "/tickets": "/v1/ticketdetails",
  "/dashboard": "/v1/insights/service",
}

export interface Run {
  /** The data request's depth in the waterfall and when its answer was in (ms), if it was before the row. */
  readonly data: { readonly depth: number; readonly end: number } | null
  /** API GETs sent more than once in the whole load (until the network is idle). */
  readonly repeated: ReadonlyArray<string>
  readonly firstRowMs: number
  readonly roundTrips: number
  readonly requests: ReadonlyArray<Exchange & { readonly depth: number }>
}

/** One cold load of `path` with the stored session `state`, throttled; its first row and waterfall. */
export async function measure(browser: Browser, base: string, path: string, state: object): Promise<Run> {
  const context = await browser.newContext({
    storageState: state as never,
    viewport: { width: 412, height: 823 },
  })
  try {
    const page = await context.newPage()
    const open = watchRequests(page)
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
    await networkQuiet(page, open)
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
