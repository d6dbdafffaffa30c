import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { gzipSync } from "node:zlib"
import { Effect } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { negotiateEncoding } from "./content-encoding.ts"

/** Where `/docs` lives; `/openapi.json` is what it reads. */
export const API_DOCS_PATH = "/docs"

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The API reference page: Swagger UI (swagger-ui-dist, served from node_modules, so it works
 * offline) over `/openapi.json`. Scripts are files, so the house CSP applies unchanged.
 */
export const apiDocsPage = (productName: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>API reference - ${escapeHtml(productName)}</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css"><link rel="stylesheet" href="${API_DOCS_PATH}/docs.css">
</head><body>
<div id="reference"><h1>${escapeHtml(productName)} API reference</h1>
<p>The reference needs JavaScript; the document itself is <a href="/openapi.json">/openapi.json</a>.</p></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script><script src="${API_DOCS_PATH}/docs.js"></script>
</body></html>`

const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"))
const ownDir = join(import.meta.dirname, "api-docs")

/** The page's files: the package's bundle and styles, and our own starter and style tweaks. */
const assets: Record<string, { readonly path: string; readonly contentType: string }> = {
  "swagger-ui-bundle.js": {
    path: join(swaggerDir, "swagger-ui-bundle.js"),
    contentType: "text/javascript; charset=utf-8",
  },
  "swagger-ui.css": { path: join(swaggerDir, "swagger-ui.css"), contentType: "text/css; charset=utf-8" },
  "docs.js": { path: join(ownDir, "docs.js"), contentType: "text/javascript; charset=utf-8" },
  "docs.css": { path: join(ownDir, "docs.css"), contentType: "text/css; charset=utf-8" },
}

/** Each file read and gzipped once (the bundle is 1.7 MB, about 0.5 MB gzipped). */
const loaded = new Map<string, Promise<{ readonly raw: Uint8Array; readonly gzip: Uint8Array }>>()
const load = (name: string, path: string) => {
  let file = loaded.get(name)
  if (file === undefined) {
    file = readFile(path).then((raw) => ({ raw, gzip: gzipSync(raw, { level: 9 }) }))
    loaded.set(name, file)
  }
  return file
}

const assetResponse = async (request: HttpServerRequest.HttpServerRequest) => {
  const name = request.url.split("?")[0]!.slice(API_DOCS_PATH.length + 1)
  const asset = Object.hasOwn(assets, name) ? assets[name] : undefined
  if (asset === undefined) return HttpServerResponse.text("Not found", { status: 404 })
  const file = await load(name, asset.path)
  const gzip = negotiateEncoding(request.headers["accept-encoding"], ["gzip"]) === "gzip"
  const headers: Record<string, string> = { "cache-control": "public, max-age=3600", vary: "Accept-Encoding" }
  if (gzip) headers["content-encoding"] = "gzip"
  return HttpServerResponse.uint8Array(gzip ? file.gzip : file.raw, {
    contentType: asset.contentType,
    headers,
  })
}

const pageResponse = (productName: string) =>
  HttpServerResponse.text(apiDocsPage(productName), {
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-cache" },
  })

/**
 * GET /docs (the page) and GET /docs/<file> (its assets); anything else under /docs is a 404. One
 * route: the router registers `/docs` itself for `/docs/*`.
 */
export const apiDocsRoutes = (productName: string) =>
  [
    HttpRouter.add("GET", `${API_DOCS_PATH}/*`, (request) =>
      request.url.split("?")[0] === API_DOCS_PATH
        ? Effect.succeed(pageResponse(productName))
        : Effect.promise(() => assetResponse(request)),
    ),
  ] as const
