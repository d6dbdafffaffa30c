import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { raw } from "../testing/raw-request.ts"
import { KEEP_ALIVE_SECONDS, withConnectionTimeouts } from "./connection-timeouts.ts"

let server: Server
let url: string
beforeAll(async () => {
  server = withConnectionTimeouts(createServer((_req, res) => res.end("ok")))
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

describe("keep-alive connections", () => {
  it("stay open longer than a load balancer's 60 s idle timeout, and say so to the client", async () => {
    expect(KEEP_ALIVE_SECONDS).toBeGreaterThan(60)
    const answer = await raw(url, { connection: "keep-alive" })
    expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_SECONDS}`)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
