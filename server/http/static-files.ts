import { readFile, stat } from "node:fs/promises"
import { extname, join, resolve, sep } from "node:path"
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { NotFound } from "../../core/schema/errors.ts"
import { sessionCookieName } from "../auth/session-store.ts"
import { errorResponse } from "../error-response.ts"
import { type ContentEncoding, negotiateEncoding } from "./content-encoding.ts"
import { pageBootHtml } from "./page-boot.ts"
import { pageConfigHtml } from "./page-config.ts"
import type { ProcessConfig } from "../shell/public-config.ts"
import { pageResponse } from "./page-response.ts"
import { type BuildManifest, manifestReader, routePreloads } from "./route-preload.ts"

const mimeTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
}

const notBuilt = `<!doctype html><meta charset="utf-8"><title>Service Portal</title>
<p>The UI is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>`

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  )

/** Build-time siblings (`x.js.br`, `x.js.gz`, written by scripts/precompress.ts) by encoding. */
const precompressed: ReadonlyArray<readonly [ContentEncoding, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
]

/**
 * A file, or its precompressed sibling when the request accepts that encoding. Every answer for a
 * compressible type says `Vary: Accept-Encoding`, so a shared cache keeps one copy per encoding.
 */
const fileResponse = async (path: string, cacheControl: string, acceptEncoding?: string) => {
  const contentType = mimeTypes[extname(path).toLowerCase()] ?? "application/octet-stream"
  const siblings = await Promise.all(
    precompressed.map(async ([encoding, suffix]) => ((await isFile(path + suffix)) ? encoding : undefined)),
  )
  const available = siblings.filter((e): e is ContentEncoding => e !== undefined)
  const encoding = negotiateEncoding(acceptEncoding, available)
  const suffix = precompressed.find(([e]) => e === encoding)?.[1] ?? ""
  const headers: Record<string, string> = { "cache-control": cacheControl }
  if (available.length > 0) headers.vary = "Accept-Encoding"
  if (encoding !== "identity") headers["content-encoding"] = encoding
  return HttpServerResponse.uint8Array(await readFile(path + suffix), { contentType, headers })
}

/**
 * index.html for `pathname`: with nothing to add, the built file (and its precompressed copies);
 * otherwise made for the request (`page-response.ts`): the route's preloads (`route-preload.ts`,
 * signed in when the request carries a session cookie), the signed-in page's announcement
 * (`page-boot.ts`), the log-client attribute.
 */
const indexResponse = async (path: string, page: PageRequest, pathname: string) => {
  const manifest = await manifestOf(page.uiDir)
  const preloads = manifest === null ? "" : routePreloads(manifest, pathname, page.signedIn)
  const boot = page.boot ?? ""
  const head = page.head ?? ""
  if (preloads === "" && !page.clientLog && boot === "" && head === "")
    return fileResponse(path, "no-cache", page.acceptEncoding)
  return pageResponse(path, { preloads, clientLog: page.clientLog, boot, head }, page.acceptEncoding)
}

/** What the UI's answer depends on besides the path. */
export interface PageRequest {
  readonly uiDir: string
  readonly clientLog: boolean
  readonly signedIn: boolean
  readonly acceptEncoding?: string
  /** What the page starts its body with for this request (`page-boot.ts`); none when absent. */
  readonly boot?: string
  /** What every page ends its head with: the public configuration (`page-config.ts`). */
  readonly head?: string
}

const manifests = new Map<string, () => Promise<BuildManifest | null>>()
const manifestOf = (uiDir: string) => {
  const read = manifests.get(uiDir) ?? manifestReader(uiDir)
  manifests.set(uiDir, read)
  return read()
}

/**
 * Serves the built UI: hashed files under /assets/ cache for a year, everything else (notably
 * index.html) revalidates. Paths without a file extension fall back to index.html (SPA routes).
 * With `clientLog` the page's body carries the log-client attribute.
 */
export const serveUi = async (
  url: string,
  page: PageRequest,
): Promise<HttpServerResponse.HttpServerResponse> => {
  const root = resolve(page.uiDir)
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url, "http://x").pathname)
  } catch {
    return HttpServerResponse.text("Bad path", { status: 400 })
  }
  const target = resolve(join(root, pathname))
  if (target.startsWith(root + sep) && (await isFile(target))) {
    if (target === join(root, "index.html")) return indexResponse(target, page, "/")
    const immutable = pathname.startsWith("/assets/")
    const cacheControl = immutable ? "public, max-age=31536000, immutable" : "no-cache"
    return fileResponse(target, cacheControl, page.acceptEncoding)
  }
  if (extname(pathname) !== "") return HttpServerResponse.text("Not found", { status: 404 })
  const index = join(root, "index.html")
  if (!(await isFile(index)))
    return HttpServerResponse.text(notBuilt, { status: 503, contentType: "text/html; charset=utf-8" })
  return indexResponse(index, page, pathname)
}

const noApiRoute = (request: { readonly method: string; readonly url: string }) =>
  Effect.succeed(
    errorResponse(
      new NotFound({ message: `No API route for ${request.method} ${request.url.split("?")[0]}` }),
    ),
  )

/**
 * GET of any non-API path serves the UI, every page with the process's public configuration; unknown `/v1` and `/documents` paths (the document
 * backend: `/documents/`, `/documents//etc/passwd`) of any method answer 404 JSON, never the SPA.
 */
export const uiRoutes = (uiDir: string, clientLog: boolean, config: ProcessConfig) => {
  const head = pageConfigHtml(config)
  return [
    HttpRouter.add("GET", "/*", (request) =>
      Effect.gen(function* () {
        const pathname = new URL(request.url, "http://x").pathname
        const boot = extname(pathname) === "" ? yield* pageBootHtml(pathname, request.cookies) : ""
        return yield* Effect.promise(() =>
          serveUi(request.url, {
            uiDir,
            clientLog,
            signedIn: (request.cookies[sessionCookieName] ?? "") !== "",
            acceptEncoding: request.headers["accept-encoding"],
            boot,
            head,
          }),
        )
      }),
    ),
    HttpRouter.add("*", "/v1/*", noApiRoute),
    HttpRouter.add("*", "/documents/*", noApiRoute),
  ] as const
}
