import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { exportFileId } from "../../core/domain/tickets/export.ts"
import { raw } from "../testing/raw-request.ts"
import { exportQuery, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let staff: string
let page: string
let identity: Buffer
beforeAll(async () => {
  server = await startTestServer()
  staff = await server.signIn("sysadmin")
  page = `${server.url}/v1/ticketdetails?pl=100&st=-ticketid`
  identity = (await get(page, {})).body
})
afterAll(() => server?.stop())

const get = (url: string, headers: Record<string, string>) =>
  raw(url, { authorization: `EC ${staff}`, ...headers })

describe("API answers compressed on the fly", () => {
  it("sends a 100-row ticket page without encoding when none is asked for", async () => {
    const res = await get(page, {})
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.headers.vary).toContain("Accept-Encoding")
    expect(Number(res.headers["content-length"])).toBe(res.body.length)
    expect(JSON.parse(res.body.toString()).items).toHaveLength(100)
  })

  it("sends the page as brotli, the same JSON at least 5 times smaller", async () => {
    const res = await get(page, { "accept-encoding": "gzip, deflate, br, zstd" })
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers.vary).toContain("Accept-Encoding")
    expect(res.headers["content-type"]).toContain("application/json")
    expect(Number(res.headers["content-length"])).toBe(res.body.length)
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(JSON.parse(identity.toString()))
    expect(res.body.length * 5).toBeLessThanOrEqual(identity.length)
    console.info(`100-row ticket page: ${identity.length} bytes as JSON, ${res.body.length} as brotli`)
  })

  it("sends gzip when gzip is all that is accepted or preferred", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const res = await get(page, { "accept-encoding": accept })
      expect(res.headers["content-encoding"], accept).toBe("gzip")
      expect(Number(res.headers["content-length"])).toBe(res.body.length)
      expect(gunzipSync(res.body).equals(identity)).toBe(true)
      expect(res.body.length * 5).toBeLessThanOrEqual(identity.length)
      if (accept === "gzip") console.info(`100-row ticket page: ${res.body.length} bytes as gzip`)
    }
  })

  it("sends the JSON itself when every encoding is refused or only identity is asked for", async () => {
    for (const accept of ["identity", "br;q=0, gzip;q=0", "deflate"]) {
      const res = await get(page, { "accept-encoding": accept })
      expect(res.headers["content-encoding"], accept).toBeUndefined()
      expect(res.headers.vary, accept).toContain("Accept-Encoding")
      expect(res.body.equals(identity)).toBe(true)
    }
  })

  it("compresses the 100-row page but leaves a one-row page under 1 kB as it is", async () => {
    const large = await get(page, { "accept-encoding": "br, gzip" })
    expect(large.headers["content-encoding"]).toBe("br")
    const res = await get(`${server.url}/v1/ticketdetails?pl=1`, { "accept-encoding": "br, gzip" })
    expect(res.status).toBe(200)
    expect(res.body.length).toBeLessThan(1024)
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(res.body.toString()).items).toHaveLength(1)
  })

  it("sends the spreadsheet download as it is stored while the JSON beside it is compressed", async () => {
    const listing = await get(page, { "accept-encoding": "br, gzip" })
    expect(listing.headers["content-encoding"]).toBe("br")
    const { url } = await server.run((c) => c.tickets.export({ query: exportQuery({}) }), staff)
    expect(exportFileId(url)).toBeDefined()
    const res = await get(`${server.url}${url}`, { "accept-encoding": "br, gzip" })
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.headers["content-disposition"]).toMatch(/^attachment/)
    expect(Number(res.headers["content-length"])).toBe(res.body.length)
    expect(res.body.subarray(0, 2).toString()).toBe("PK")
  })
})
