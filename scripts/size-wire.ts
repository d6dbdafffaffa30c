import { existsSync, statSync } from "node:fs"
import { join, resolve, sep } from "node:path"

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
