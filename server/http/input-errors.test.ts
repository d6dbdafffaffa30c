import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let sid: string
beforeAll(async () => {
  server = await startTestServer()
  sid = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

const call = async (path: string, init: RequestInit & { auth?: boolean } = {}) => {
  const headers = new Headers(init.headers)
  if (init.auth !== false) headers.set("authorization", `EC ${sid}`)
  const res = await fetch(`${server.url}${path}`, { ...init, headers })
  const text = await res.text()
  const isJson = res.headers.get("content-type")?.includes("json") ?? false
  return { status: res.status, headers: res.headers, text, json: isJson ? JSON.parse(text) : undefined }
}
const post = (path: string, body: string, contentType = "application/json") =>
  call(path, { method: "POST", body, headers: { "content-type": contentType } })

describe("bad input answers 4xx JSON naming the field", () => {
  it.each([
    ["malformed JSON", "{bad", "body"],
    ["missing field", JSON.stringify({ username: "x" }), "password"],
    ["wrong type", JSON.stringify({ username: 12, password: "x" }), "username"],
    ["not an object", "[1,2]", "body"],
    [
      "NUL in a text the database would refuse",
      JSON.stringify({ username: "a\u0000", password: "x" }),
      "username",
    ],
  ])("%s", async (_name, body, field) => {
    const res = await post("/v1/login", body)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ _tag: "BadRequest", field })
    expect(res.json.message).toContain(field)
  })

  it("refuses a body field the call does not take, naming it, and changes nothing", async () => {
    for (const body of [
      { roleid: 1 },
      { firstname: "Hijack", companyid: 3 },
      { userActive: true, username: "x" },
    ]) {
      const res = await call("/v1/user/4", {
        method: "PATCH",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      })
      const unknown = Object.keys(body).find((k) => !["firstname", "userActive"].includes(k))!
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({
        _tag: "BadRequest",
        field: unknown,
        message: `Unknown body field "${unknown}": this call does not take it`,
      })
    }
    const me = await call("/v1/user/4")
    expect(me.json.item).toMatchObject({ roleid: 4, companyid: 2 })
    expect(me.json.item.firstname).not.toBe("Hijack")
  })

  it("rejects a non-numeric or non-positive id", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await call(`/v1/user/${id}`)
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({ _tag: "BadRequest", field: "id" })
    }
  })

  it("answers values the database rejects (NUL bytes) with 400, not 500", async () => {
    const res = await post("/v1/login", JSON.stringify({ username: "a\u0000b", password: "x" }))
    expect(res.status).toBe(400)
    expect(res.json._tag).toBe("BadRequest")
  })

  it("rejects a bad query value", async () => {
    const res = await call("/v1/agreements?active=maybe")
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ field: "active" })
  })

  it("answers an unsupported content type with JSON", async () => {
    const res = await post("/v1/login", "hello", "text/plain")
    expect(res.status).toBe(415)
    expect(res.json._tag).toBe("UnsupportedMediaType")
  })

  it("answers unknown /v1 and /documents paths with 404 JSON", async () => {
    for (const [method, path] of [
      ["GET", "/v1/nope"],
      ["POST", "/v1/tickets/xyz"],
      ["GET", "/v1/login"],
      ["GET", "/documents/"],
      ["GET", "/documents//etc/passwd"],
      ["DELETE", "/documents/a/b"],
      ["GET", "/documents/%FF"],
      ["GET", "/documents/%ED%A0%80"],
    ] as const) {
      const res = await call(path, { method })
      expect(res.status).toBe(404)
      expect(res.json._tag).toBe("NotFound")
    }
  })
})

describe("HTTP surface", () => {
  it("serves /openapi.json from the contract", async () => {
    const res = await call("/openapi.json", { auth: false })
    expect(res.status).toBe(200)
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(["/v1/login", "/v1/leftmenu", "/v1/config"]),
    )
    const listParams = res.json.paths["/v1/ticketdetails"].get.parameters.map((p: { name: string }) => p.name)
    expect(listParams).toEqual(
      expect.arrayContaining(["os", "pl", "st", "s", "ticketstatus", "calldate(btwn)", "problem(*)"]),
    )
  })

  it("falls back to index.html for SPA routes with no-cache, and caches hashed assets", async () => {
    const page = await call("/tickets/500123", { auth: false })
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div id="root">')
    expect(page.headers.get("cache-control")).toBe("no-cache")
    const asset = await call("/assets/app-abc123.js", { auth: false })
    expect(asset.headers.get("cache-control")).toContain("immutable")
    expect(asset.headers.get("content-type")).toContain("javascript")
    const missing = await call("/assets/missing.js", { auth: false })
    expect(missing.status).toBe(404)
  })

  it("sends security headers", async () => {
    const res = await call("/", { auth: false })
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("content-security-policy")).toContain("img-src 'self' data:")
    expect(res.headers.get("referrer-policy")).toBeTruthy()
  })

  it("does not escape the UI folder", async () => {
    const res = await call("/..%2f..%2fetc%2fpasswd", { auth: false })
    expect(res.text).not.toContain("root:")
  })
})
