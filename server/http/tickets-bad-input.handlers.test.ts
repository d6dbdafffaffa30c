import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let ticketid: number
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
  const [t] = await server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 LIMIT 1`,
  )
  ticketid = t!.ticketid
})
afterAll(() => server?.stop())

const send = (path: string, init: { method?: string; body?: string | Uint8Array; type?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `EC ${acme}`, ...(init.type ? { "content-type": init.type } : {}) },
    body: init.body as BodyInit | undefined,
  })

describe("bad input on ticket calls", () => {
  it.each<[string, Parameters<typeof send>[1]]>([
    ["/v1/ticketdetails?problem(*)=%00", {}],
    ["/v1/ticketdetails?contactname=(a%00b)", {}],
    ["/v1/ticketdetails?os=1e400", {}],
    ["/v1/ticketdetails?st=-", {}],
    ["/v1/ticketdetails?st=ticketid&st=problem", {}],
    ["/v1/ticketdetails?calldate(btwn)=2026-02-30:2026-03-01", {}],
    ["/v1/ticketdetails?bogus(*)=x", {}],
    ["/v1/ticket/abc", {}],
    ["/v1/ticket/99999999999", {}],
    ["/v1/ticket", { method: "POST", body: "[]", type: "application/json" }],
    ["/v1/ticket", { method: "POST", body: '{"agreementid":"x"}', type: "application/json" }],
    [
      "/v1/activity/tickets",
      {
        method: "POST",
        body: '{"ticketid":1,"comment":"x","activityid":4,"applicationid":1}',
        type: "application/json",
      },
    ],
    ["/v1/ticket/1/attachment?filename=a.txt", { method: "POST", body: "hello", type: "text/plain" }],
    [
      "/v1/ticket/1/attachment",
      { method: "POST", body: new Uint8Array([1]), type: "application/octet-stream" },
    ],
    ["/v1/ticket/attachment/notification?ticketID=abc", { method: "POST" }],
    ["/v1/download/", { method: "POST", body: "{", type: "application/json" }],
    ["/v1/download/", { method: "POST", body: '{"filename":"../../etc/passwd"}', type: "application/json" }],
    ["/v1/excel/tickets?timezone=%00", {}],
    ["/v1/excel/files/..%2F..%2Fetc", {}],
    ["/documents/not-an-id!", {}],
    ["/documents/00000000-0000-0000-0000-000000000000", {}],
  ])("%s answers a 4xx JSON error", async (path, init) => {
    const response = await send(path.replace("/v1/ticket/1/", `/v1/ticket/${ticketid}/`), init)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const body = (await response.json()) as { _tag: string; message: string }
    expect(body._tag).toMatch(/^[A-Z]/)
    expect(body.message.length).toBeGreaterThan(0)
  })

  it("refuses a download name longer than any stored one without echoing it", async () => {
    const filename = "😀".repeat(200_000)
    const response = await send("/v1/download/", {
      method: "POST",
      body: JSON.stringify({ filename }),
      type: "application/json",
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text).field).toBe("filename")
    expect(text.length).toBeLessThan(1000)
  })

  it("names a body id beyond a database integer and a NUL in a text, before any SQL runs", async () => {
    for (const [payload, field] of [
      [{ ticketid: 2_147_483_648, comment: "x", activityid: 3, applicationid: 1 }, "ticketid"],
      [{ ticketid, comment: "a\u0000b", activityid: 3, applicationid: 1 }, "comment"],
    ] as const) {
      const response = await send("/v1/activity/tickets", {
        method: "POST",
        body: JSON.stringify(payload),
        type: "application/json",
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { field: string }).field).toBe(field)
    }
  })

  it("names a ticketID beyond a database integer before any SQL runs", async () => {
    const response = await send("/v1/ticket/attachment/notification?ticketID=9007199254740993", {
      method: "POST",
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { field: string }).field).toBe("ticketID")
  })

  it("names an unknown list parameter instead of ignoring it", async () => {
    for (const path of ["/v1/ticketdetails?bogus(*)=x", "/v1/excel/tickets?status=open"]) {
      const response = await send(path)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { field: string }
      expect(body.field).toBe(path.includes("bogus") ? "bogus(*)" : "status")
    }
  })
})
