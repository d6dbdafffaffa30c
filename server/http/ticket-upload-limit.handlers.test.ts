import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
let ticketid: number
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
  const [t] = await server.db.query<{ ticketid: number }>(
    "SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1",
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
