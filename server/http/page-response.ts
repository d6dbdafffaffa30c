import { readFile } from "node:fs/promises"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { HttpServerResponse } from "effect/http"
import { CLIENT_LOG_ATTRIBUTE } from "../../core/domain/client-log.ts"
import { negotiateEncoding } from "./content-encoding.ts"
import { withBootHtml } from "./boot-banner.ts"
import { withPreloads } from "./route-preload.ts"

const html = "text/html; charset=utf-8"

/** The page with the log-client attribute on its body (spec section 7: remote logging is then on). */
export const withLogClientAttribute = (page: string): string =>
  page.replace(/<body(?=[\s>])/i, `<body ${CLIENT_LOG_ATTRIBUTE}`)

/** What a page adds to the built index.html: the route's preloads, the log-client attribute. */
export interface PageAdditions {
  readonly preloads: string
  readonly clientLog: boolean
  /** First in the body: the signed-in page's announcement and its answer (`page-boot.ts`). */
  readonly boot?: string
}

/**
 * index.html as this request's page: the route's preload links in its head and, with client
 * logging, the attribute on its body. It is a few kB made per request, so it is compressed here
 * (brotli at a fast level, or gzip) rather than from the build's precompressed copy. Always
 * revalidated (`no-cache`): a new build changes the chunks it names.
 */
export const pageResponse = async (path: string, additions: PageAdditions, acceptEncoding?: string) => {
  let page = withPreloads(await readFile(path, "utf8"), additions.preloads)
  if (additions.clientLog) page = withLogClientAttribute(page)
  const boot = additions.boot ?? ""
  page = withBootHtml(page, boot)
  const encoding = negotiateEncoding(acceptEncoding, ["br", "gzip"])
  // A page drawn for a session is the browser's alone: no shared cache keeps it.
  const cacheControl = boot === "" ? "no-cache" : "private, no-cache"
  const headers: Record<string, string> = { "cache-control": cacheControl, vary: "Accept-Encoding" }
  if (encoding === "identity") return HttpServerResponse.text(page, { contentType: html, headers })
  headers["content-encoding"] = encoding
  const body =
    encoding === "br"
      ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page, { level: 6 })
  return HttpServerResponse.uint8Array(body, { contentType: html, headers })
}
