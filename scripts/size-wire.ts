import { existsSync, statSync } from "node:fs"
import { join, resolve, sep } from "node:path"
import type { Page } from "@playwright/test"

/**
 * The bytes the server sends a browser for a built file: its brotli sibling (`x.js.br`, written by
 * scripts/precompress.ts and chosen by server/http/static-files.ts for every browser, all of which
 * accept br), or the file itself when the build wrote none (too small, or brotli did not gain).
 */
export const servedBrotliBytes = (uiDir: string, urlPath: string, rawBytes: number): number => {
  const root = resolve(uiDir)
  const sibling = `${resolve(join(root, decodeURIComponent(urlPath)))}.br`
  if (!sibling.startsWith(root + sep)) return rawBytes
  return existsSync(sibling) ? statSync(sibling).size : rawBytes
}

/** What a response cost on the wire as chromium counts it: its encoded body and its headers. */
export const wireBytes = (sizes: { responseBodySize: number; responseHeadersSize: number }): number =>
  Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize)

/**
 * Counts every response the page receives (document, scripts, stylesheet, API calls) until the
 * returned function is called; that function answers the total bytes on the wire.
 */
export function recordWire(page: Page): () => Promise<number> {
  const pending: Array<Promise<number>> = []
  page.on("requestfinished", (request) => {
    pending.push(request.sizes().then(wireBytes, () => 0))
  })
  return async () => (await Promise.all(pending)).reduce((a, b) => a + b, 0)
}
