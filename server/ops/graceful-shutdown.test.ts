import { mkdtempSync, rmSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoPassword } from "../seed/seed-catalog.ts"
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts"
import { copySeededDatabase } from "../testing/template-db.ts"

let root: string
let server: ServerProcess
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "portal-shutdown-"))
  await copySeededDatabase(join(root, "db"), "tiny")
  server = await startServerProcess({
    PORTAL_DATA_DIR: join(root, "db"),
    PORTAL_FILES_DIR: join(root, "files"),
    PORTAL_SEED_SCALE: "tiny",
    PORTAL_SHUTDOWN_DELAY_SECONDS: "2",
    PORTAL_SHUTDOWN_DRAIN_SECONDS: "10",
  })
}, 180_000)
afterAll(async () => {
  await server?.kill("SIGKILL")
  rmSync(root, { recursive: true, force: true })
})

/** A sign-in whose body arrives in two parts: in flight from the first write until `finish`. */
const heldSignIn = (url: string) => {
  const body = JSON.stringify({ username: "acme.user", password: demoPassword })
  const { hostname, port } = new URL(url)
  let finish = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const held = request({ hostname, port, path: "/v1/login", method: "POST", agent: false }, (response) => {
      let text = ""
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString()
      })
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    held.on("error", reject)
    held.setHeader("content-type", "application/json")
    held.setHeader("content-length", Buffer.byteLength(body))
    held.write(body.slice(0, 10))
    finish = () => held.end(body.slice(10))
  })
  return { answer, finish: () => finish() }
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  )

describe("graceful shutdown on SIGTERM", () => {
  it("turns /readyz 503 first, closes the port, lets the held request finish 2xx, then exits 0", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    const held = heldSignIn(server.url)
    // A round trip on another connection: the held request's headers have been read by then.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    const signalled = Date.now()
    server.child.kill("SIGTERM")
    let ready = await fetch(`${server.url}/readyz`)
    for (let i = 0; i < 20 && ready.status === 200; i++) ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(((await ready.json()) as { status: string }).status).toBe("shutting down")
    // After the delay the port takes no new connection while the held request is still open.
    let closed = false
    for (let i = 0; i < 100 && !closed; i++) {
      closed = await refused(`${server.url}/healthz`)
      if (!closed) await new Promise((r) => setTimeout(r, 100))
    }
    expect(closed).toBe(true)
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000)
    held.finish()
    const answer = await held.answer
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ userID: expect.any(Number) })
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain("Stopping: /readyz answers 503")
  }, 60_000)
})
