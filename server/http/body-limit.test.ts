import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_REQUEST_BODY_BYTES } from "../../core/domain/constants.ts"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let ticketid: number
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
  const [t] = await server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  ticketid = t!.ticketid
})
afterAll(() => server?.stop())

const upload = (filename: string, payload: Uint8Array) =>
  server.run((c) => c.tickets.upload({ params: { ticketid }, query: { filename }, payload }), acme)

const rawUpload = (filename: string, body: Blob) =>
  fetch(`${server.url}/v1/ticket/${ticketid}/attachment?filename=${encodeURIComponent(filename)}`, {
    method: "POST",
    headers: { authorization: `EC ${acme}`, "content-type": "application/octet-stream" },
    body,
  })

describe("attachment size limit", () => {
  it("takes exactly the limit and refuses one byte more with 413 naming the limit", async () => {
    const atLimit = await upload("big.bin", new Uint8Array(MAX_ATTACHMENT_BYTES))
    expect(atLimit.size).toBe(MAX_ATTACHMENT_BYTES)
    const error = await server.run(
      (c) =>
        flip(
          c.tickets.upload({
            params: { ticketid },
            query: { filename: "huge.bin" },
            payload: new Uint8Array(MAX_ATTACHMENT_BYTES + 1),
          }),
        ),
      acme,
    )
    expect(error).toMatchObject({ _tag: "PayloadTooLarge", limitBytes: MAX_ATTACHMENT_BYTES })
  })

  it("refuses an oversized body streamed without a Content-Length", async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_ATTACHMENT_BYTES + chunk.length) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.url}/v1/ticket/${ticketid}/attachment?filename=stream.bin`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/octet-stream" },
      body,
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ _tag: "PayloadTooLarge", limitBytes: MAX_ATTACHMENT_BYTES })
    expect((await rawUpload("ok.txt", new Blob([new Uint8Array([1, 2, 3])]))).status).toBe(200)
  })
})

describe("request body limit for JSON calls", () => {
  const comment = (text: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/v1/activity/tickets`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/json", ...headers },
      body: JSON.stringify({ comment: text, ticketid, activityid: 3, applicationid: 1 }),
    })

  it("refuses a JSON body over the limit with 413 naming it, and takes a normal one", async () => {
    const response = await comment("x".repeat(MAX_REQUEST_BODY_BYTES))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      _tag: "PayloadTooLarge",
      message: "The request body is larger than the 1 MB limit",
      limitBytes: MAX_REQUEST_BODY_BYTES,
      requestId: expect.any(String),
    })
    expect((await comment("A short comment")).status).toBe(200)
  })

  it("refuses an oversized sign-in body streamed without a Content-Length", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(256 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_REQUEST_BODY_BYTES + chunk.length) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      _tag: "PayloadTooLarge",
      limitBytes: MAX_REQUEST_BODY_BYTES,
    })
  })
})
