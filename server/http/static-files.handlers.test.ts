import { rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { raw } from "../testing/raw-request.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))}\n`

let server: TestServer
let asset: string
beforeAll(async () => {
  server = await startTestServer()
  const path = join(server.uiDir, "assets", "big-abc123.js")
  writeFileSync(path, script)
  writeFileSync(`${path}.br`, brotliCompressSync(script))
  writeFileSync(`${path}.gz`, gzipSync(script))
  writeFileSync(join(server.uiDir, "assets", "gz-only-abc123.js"), script)
  writeFileSync(join(server.uiDir, "assets", "gz-only-abc123.js.gz"), gzipSync(script))
  asset = `${server.url}/assets/big-abc123.js`
})
afterAll(() => server.stop())

describe("precompressed static files", () => {
  it("sends brotli when accepted, with Vary, its own length and the immutable cache", async () => {
    const res = await raw(asset, { "accept-encoding": "gzip, deflate, br" })
    // The portal's server keeps idle connections past a load balancer's idle timeout (connection-timeouts.ts).
    expect(res.headers["keep-alive"]).toBe("timeout=65")
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers.vary).toContain("Accept-Encoding")
    expect(res.headers["content-type"]).toContain("javascript")
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(Number(res.headers["content-length"])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
  })

  it("sends gzip when only gzip is accepted, or when q-values prefer it", async () => {
    for (const accept of ["gzip", "br;q=0.2, gzip;q=0.9", "br;q=0, gzip"]) {
      const res = await raw(asset, { "accept-encoding": accept })
      expect(res.headers["content-encoding"], accept).toBe("gzip")
      expect(Number(res.headers["content-length"])).toBe(res.body.length)
      expect(gunzipSync(res.body).toString()).toBe(script)
    }
  })

  it("sends the file itself without Accept-Encoding or when every encoding is refused", async () => {
    const cases: ReadonlyArray<Record<string, string>> = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
    ]
    for (const headers of cases) {
      const res = await raw(asset, headers)
      expect(res.headers["content-encoding"]).toBeUndefined()
      expect(res.headers.vary).toContain("Accept-Encoding")
      expect(res.body.toString()).toBe(script)
      expect(Number(res.headers["content-length"])).toBe(script.length)
    }
  })

  it("answers HEAD with the negotiated headers and no body", async () => {
    const res = await raw(asset, { "accept-encoding": "br" }, "HEAD")
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.body.length).toBe(0)
  })

  it("falls back to the encodings that exist, and to the file when a sibling is removed", async () => {
    const gzOnly = await raw(`${server.url}/assets/gz-only-abc123.js`, { "accept-encoding": "br, gzip" })
    expect(gzOnly.headers["content-encoding"]).toBe("gzip")
    rmSync(join(server.uiDir, "assets", "gz-only-abc123.js.gz"))
    const plain = await raw(`${server.url}/assets/gz-only-abc123.js`, { "accept-encoding": "br, gzip" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it("keeps index.html revalidating while compressed", async () => {
    const html = `<!doctype html><body><div id="root"></div>${"<p>padding</p>".repeat(100)}</body>`
    writeFileSync(join(server.uiDir, "index.html"), html)
    writeFileSync(join(server.uiDir, "index.html.br"), brotliCompressSync(html))
    const res = await raw(`${server.url}/tickets`, { "accept-encoding": "br" })
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers["cache-control"]).toBe("no-cache")
    expect(brotliDecompressSync(res.body).toString()).toBe(html)
  })
})
