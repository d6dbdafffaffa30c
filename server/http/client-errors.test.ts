import { createServer, type Server } from "node:http"
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { withClientErrors } from "./client-errors.ts"

let server: Server
let port: number
beforeAll(async () => {
  server = withClientErrors(createServer((_req, res) => res.end("ok")))
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** Sends raw bytes and returns everything the server wrote before closing. */
const raw = (text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text))
    let answer = ""
    socket.on("data", (chunk) => {
      answer += chunk.toString()
    })
    socket.on("end", () => resolve(answer))
    socket.on("error", reject)
  })

const parse = (answer: string) => {
  const [head, body] = answer.split("\r\n\r\n")
  return { status: Number(head!.split(" ")[1]), head: head!.toLowerCase(), json: JSON.parse(body!) }
}

describe("requests Node's HTTP parser refuses", () => {
  it.each([
    [
      "a request line and headers over 16 KB",
      `GET /v1/config?s=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    [
      "a Content-Length that is not a number",
      "POST /v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
      400,
    ],
    ["a request line that is not HTTP", "GET /v1/config FOO/9\r\n\r\n", 400],
    ["an unknown method", "BREW /v1/config HTTP/1.1\r\nHost: x\r\n\r\n", 400],
  ])("%s answers a JSON error with the security headers", async (_name, request, status) => {
    const answer = parse(await raw(request))
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ _tag: expect.any(String), message: expect.any(String) })
    expect(answer.head).toContain("content-type: application/json")
    expect(answer.head).toContain("x-content-type-options: nosniff")
  })

  it("leaves valid requests to the app", async () => {
    expect(await raw("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1.1 200[\s\S]*ok$/,
    )
  })
})
