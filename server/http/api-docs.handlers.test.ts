import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { contentSecurityPolicy } from "./response-guard.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

describe("/docs, the API reference", () => {
  it("is the reference page over /openapi.json, not the app shell, under the house CSP", async () => {
    const res = await get("/docs")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("text/html")
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy)
    const html = await res.text()
    expect(html).not.toContain('id="root"')
    expect(html).toContain("Service Portal API reference")
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/)
    const assets = [...html.matchAll(/(?:src|href)="(\/docs\/[^"]+)"/g)].map((m) => m[1]!)
    expect(assets).toEqual([
      "/docs/swagger-ui.css",
      "/docs/docs.css",
      "/docs/swagger-ui-bundle.js",
      "/docs/docs.js",
    ])
    for (const asset of assets) {
      const file = await get(asset)
      expect({ asset, status: file.status }).toEqual({ asset, status: 200 })
      expect(file.headers.get("content-type")).toMatch(asset.endsWith(".js") ? /javascript/ : /text\/css/)
    }
    expect(await (await get("/docs/docs.js")).text()).toContain('url: "/openapi.json"')
  })

  it("serves the bundle gzipped when asked, and no other file under /docs", async () => {
    const res = await get("/docs/swagger-ui-bundle.js", { "accept-encoding": "gzip" })
    expect(res.headers.get("content-encoding")).toBe("gzip")
    const raw = await get("/docs/swagger-ui-bundle.js", { "accept-encoding": "identity" })
    expect(raw.headers.get("content-encoding")).toBeNull()
    expect((await raw.text()).length).toBeGreaterThan(1_000_000)
    expect(res.status).toBe(200)
    // fetch decodes the gzip body itself: the same bundle comes out.
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000)
    for (const path of ["/docs/package.json", "/docs/../package.json", "/docs/index.html"])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 })
  })

  it("serves /openapi.json with the docs and the security the access table gives", async () => {
    const spec = await (await get("/openapi.json")).json()
    expect(Object.keys(spec.components.securitySchemes)).toEqual([
      "sessionHeader",
      "sessionCookie",
      "bearerToken",
    ])
    expect(spec.paths["/v1/login"].post).toMatchObject({ summary: "Sign in", security: [] })
    expect(spec.paths["/v1/leftmenu"].get.security).toHaveLength(3)
  })
})
