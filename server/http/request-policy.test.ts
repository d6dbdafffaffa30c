import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoPassword } from "../seed/seed-catalog.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let cookie: string
beforeAll(async () => {
  server = await startTestServer()
  const login = await fetch(`${server.url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "acme.admin", password: demoPassword }),
  })
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!
})
afterAll(() => server?.stop())

const confirmPolicy = (headers: Record<string, string>) =>
  fetch(`${server.url}/v1/policy/confirmation`, { method: "PATCH", headers })

describe("cookie-authenticated calls that change state come from the portal's own pages", () => {
  it("refuses a cross-site request and lets a same-origin one through", async () => {
    const cross = await confirmPolicy({ cookie, "sec-fetch-site": "cross-site" })
    expect(cross.status).toBe(403)
    expect(await cross.json()).toMatchObject({
      _tag: "Forbidden",
      message: expect.stringContaining("own pages"),
    })
    expect((await confirmPolicy({ cookie, "sec-fetch-site": "same-origin" })).status).toBe(200)
  })

  it("judges by Origin where a browser sends no Sec-Fetch-Site", async () => {
    const host = new URL(server.url).host
    expect((await confirmPolicy({ cookie, origin: "https://evil.example" })).status).toBe(403)
    expect((await confirmPolicy({ cookie, origin: `http://${host}` })).status).toBe(200)
  })

  it("guards GET /v1/logout, which ends the session", async () => {
    const forged = await fetch(`${server.url}/v1/logout`, {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    })
    expect(forged.status).toBe(403)
    expect((await fetch(`${server.url}/v1/leftmenu`, { headers: { cookie } })).status).toBe(200)
  })

  it("guards GET /v1/excel/tickets, which writes a file and spends one of the caller's exports", async () => {
    const forged = await fetch(`${server.url}/v1/excel/tickets?ticketstatus=(N)`, {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    })
    expect(forged.status).toBe(403)
    const own = await fetch(`${server.url}/v1/excel/tickets?ticketstatus=(N)`, {
      headers: { cookie, "sec-fetch-site": "same-origin" },
    })
    expect(own.status).toBe(200)
  })

  it("leaves reads and header-authenticated calls alone (no browser attaches a header by itself)", async () => {
    const read = await fetch(`${server.url}/v1/leftmenu`, {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    })
    expect(read.status).toBe(200)
    const session = await server.signIn("acme.user")
    const headerCall = await confirmPolicy({ authorization: `EC ${session}`, "sec-fetch-site": "cross-site" })
    expect(headerCall.status).toBe(200)
  })
})

describe("request bodies declare their type", () => {
  it("answers 415 naming the encoding when a body comes compressed", async () => {
    const response = await fetch(`${server.url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({
      _tag: "UnsupportedMediaType",
      message: expect.stringContaining("Content-Encoding gzip"),
    })
  })

  it("answers 415 naming the expected type when a JSON call sends something else", async () => {
    const response = await fetch(`${server.url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ username: "acme.user", password: demoPassword }),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({
      _tag: "UnsupportedMediaType",
      message: expect.stringContaining("application/json"),
    })
  })
})

describe("behind a trusted proxy", () => {
  it("sends Strict-Transport-Security when the proxy says https, and only for trusted proxies", async () => {
    // Its own data folder: the default one is the demo database `npm start` may have open.
    const proxied = await startTestServer({ trustedProxies: ["127.0.0.1/32", "::1/128"] })
    try {
      const forwarded = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" }
      const viaProxy = await fetch(`${proxied.url}/v1/config`, { headers: forwarded })
      expect(viaProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d+/)
      const direct = await fetch(`${server.url}/v1/config`, { headers: forwarded })
      expect(direct.headers.get("strict-transport-security")).toBeNull()
      // The demo outbox serves this machine only: a client the proxy relays from elsewhere gets 404.
      expect((await fetch(`${proxied.url}/v1/dev/outbox`, { headers: forwarded })).status).toBe(404)
      const local = { "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "https" }
      expect((await fetch(`${proxied.url}/v1/dev/outbox`, { headers: local })).status).toBe(200)
      expect((await fetch(`${proxied.url}/v1/dev/outbox`)).status).toBe(200)
    } finally {
      await proxied.stop()
    }
  })
})
