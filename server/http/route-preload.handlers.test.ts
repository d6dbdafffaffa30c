import { request } from "node:http"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import type { BuildManifest } from "./route-preload.ts"

/** A build's manifest in Vite's shape: the entry, the runtime with Effect, the shell and two screens. */
const manifest: BuildManifest = {
  "main.tsx": {
    file: "assets/index-e1.js",
    isEntry: true,
    imports: ["_common-c1.js"],
    css: ["assets/style-s1.css"],
  },
  "_common-c1.js": { file: "assets/common-c1.js" },
  "_effect-f1.js": { file: "assets/effect-f1.js" },
  "_data-table-d1.js": { file: "assets/data-table-d1.js", css: ["assets/data-table-d1.css"] },
  "_auth-card-a1.js": { file: "assets/auth-card-a1.js", imports: ["_common-c1.js"] },
  "lib/live-runtime.ts": { file: "assets/live-runtime-l1.js", imports: ["_common-c1.js", "_effect-f1.js"] },
  "app/signed-in-shell.tsx": { file: "assets/signed-in-shell-h1.js", imports: ["_common-c1.js"] },
  "features/tickets/ticket-list-screen.tsx": {
    file: "assets/ticket-list-screen-t1.js",
    imports: ["_common-c1.js", "_data-table-d1.js"],
  },
  "features/auth/login-screen.tsx": { file: "assets/login-screen-g1.js", imports: ["_auth-card-a1.js"] },
}

interface Answer {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly body: Buffer
}

/** A raw GET (fetch would add its own Accept-Encoding and decode the body). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on("error", reject)
      .end()
  })

/** The route's scripts (the JSON the entry preloads after the first paint), then its stylesheets. */
const preloadsOf = (html: string) => {
  const json = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html)?.[1]
  const modules = json === undefined ? [] : (JSON.parse(json) as { modules: Array<string> }).modules
  const css = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1])
  return [...modules, ...css]
}

const session = { cookie: "portal_session=some-session" }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  mkdirSync(join(server.uiDir, ".vite"), { recursive: true })
  writeFileSync(join(server.uiDir, ".vite", "manifest.json"), JSON.stringify(manifest))
})
afterAll(() => server.stop())

describe("the first HTML preloads its route's chunks (issue 25)", () => {
  it("signed in, /tickets names the runtime, Effect, the shell and the list screen with its parts", async () => {
    const res = await get(`${server.url}/tickets?status=open`, session)
    expect(res.headers["cache-control"]).toBe("no-cache")
    const html = res.body.toString()
    expect(preloadsOf(html)).toEqual([
      "/assets/live-runtime-l1.js",
      "/assets/effect-f1.js",
      "/assets/signed-in-shell-h1.js",
      "/assets/ticket-list-screen-t1.js",
      "/assets/data-table-d1.js",
      "/assets/data-table-d1.css",
    ])
    // In the head, after what the built page had; the page is otherwise the built one. No module
    // preload is in the HTML itself: the browser would start them before the first paint.
    expect(html.indexOf('id="route-chunks"')).toBeLessThan(html.indexOf("<body"))
    expect(html).not.toContain("modulepreload")
    expect(html).toContain('<div id="root"></div><script src="/assets/app-abc123.js"></script>')
  })

  it("/auth/login names the login screen's chunks and nothing of Effect or the runtime", async () => {
    for (const headers of [{}, session]) {
      const html = (await get(`${server.url}/auth/login?redirect=%2Ftickets`, headers)).body.toString()
      expect(preloadsOf(html)).toEqual(["/assets/login-screen-g1.js", "/assets/auth-card-a1.js"])
      expect(html).not.toContain("effect-")
    }
  })

  it("signed out, a signed-in route preloads the login screen it ends on", async () => {
    const html = (await get(`${server.url}/tickets`)).body.toString()
    expect(preloadsOf(html)).toEqual(["/assets/login-screen-g1.js", "/assets/auth-card-a1.js"])
  })

  it("compresses the page it made when asked, and keeps hashed assets immutable", async () => {
    const res = await get(`${server.url}/tickets`, { ...session, "accept-encoding": "br, gzip" })
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers.vary).toContain("Accept-Encoding")
    expect(res.headers["cache-control"]).toBe("no-cache")
    expect(preloadsOf(brotliDecompressSync(res.body).toString())).toContain("/assets/effect-f1.js")
    const asset = await get(`${server.url}/assets/app-abc123.js`)
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })
})
