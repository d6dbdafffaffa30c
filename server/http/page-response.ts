import { readFile } from "node:fs/promises"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { HttpServerResponse } from "effect/http"
import { CLIENT_LOG_ATTRIBUTE } from "../../core/domain/client-log.ts"
import { negotiateEncoding } from "./content-encoding.ts"
import { withBootHtml } from "./boot-banner.ts"
import { withHeadHtml } from "./page-config.ts"
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
  /** Last in the head: the public configuration (`page-config.ts`). */
  readonly head?: string
}

/** The built page's comments are notes for its authors: no browser needs their bytes. */
const withoutComments = (page: string): string => page.replace(/<!--[\s\S]*?-->\s*/g, "")

type PageEncoding = "br" | "gzip"

const compress = (page: string, encoding: PageEncoding, best: boolean): Uint8Array =>
  encoding === "br"
    ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
    : gzipSync(page, { level: best ? 9 : 6 })

/** Pages that are the same for every request of a route (no session's announcement), compressed once. */
const shared = new Map<string, Uint8Array>()
const SHARED_PAGES_MAX = 256

/**
 * A page every visitor of its route gets is compressed once, as small as brotli makes it (about 10%
 * smaller than at a fast level, 2 ms once); one drawn for a session, per request at a fast level.
 */
const compressed = (page: string, encoding: PageEncoding, perSession: boolean): Uint8Array => {
  if (perSession) return compress(page, encoding, false)
  const key = `${encoding}\n${page}`
  const known = shared.get(key)
  if (known !== undefined) return known
  const bytes = compress(page, encoding, true)
  // Routes are few, but a page names its build's chunks: a new build brings new pages.
  if (shared.size >= SHARED_PAGES_MAX) shared.clear()
  shared.set(key, bytes)
  return bytes
}

/**
 * index.html as this request's page: the route's preload links and the public configuration in its
 * head, the signed-in page's announcement first in its body and, with client logging, the attribute
 * on its body. Always revalidated (`no-cache`): a new build changes the chunks it names.
 */
export const pageResponse = async (path: string, additions: PageAdditions, acceptEncoding?: string) => {
  let page = withoutComments(withPreloads(await readFile(path, "utf8"), additions.preloads))
  if (additions.clientLog) page = withLogClientAttribute(page)
  const boot = additions.boot ?? ""
  page = withHeadHtml(withBootHtml(page, boot), additions.head ?? "")
  const encoding = negotiateEncoding(acceptEncoding, ["br", "gzip"])
  // A page drawn for a session is the browser's alone: no shared cache keeps it.
  const cacheControl = boot === "" ? "no-cache" : "private, no-cache"
  const headers: Record<string, string> = { "cache-control": cacheControl, vary: "Accept-Encoding" }
  if (encoding === "identity") return HttpServerResponse.text(page, { contentType: html, headers })
  headers["content-encoding"] = encoding
  return HttpServerResponse.uint8Array(compressed(page, encoding, boot !== ""), {
    contentType: html,
    headers,
  })
}
