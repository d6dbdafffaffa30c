import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type RunningServer, startServer } from "../app.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { copySeededDatabase } from "../testing/template-db.ts"

/** Issue 26: a token's secret and the Authorization header never reach the server's logs. */
let root: string
let server: RunningServer
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "portal-token-logs-"))
  await copySeededDatabase(join(root, "db"))
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: join(root, "db"),
    scale: "tiny",
    uiDir: join(root, "ui"),
    logRequests: true,
  })
}, 180_000)
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const json = (body: unknown, authorization?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
  body: JSON.stringify(body),
})

describe("personal tokens in the request log (PORTAL_LOG_REQUESTS)", () => {
  it("logs the calls a token makes and its creation, never its secret or the header", async () => {
    const lines: string[] = []
    const capture = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "))
    }
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(capture),
    )
    let secret = ""
    try {
      const url = `http://127.0.0.1:${server.port}`
      const login = await fetch(`${url}/v1/login`, json({ username: "acme.user", password: demoPassword }))
      const { sessionID } = (await login.json()) as { sessionID: string }
      const made = await fetch(`${url}/v1/tokens`, json({ name: "logged" }, `EC ${sessionID}`))
      secret = ((await made.json()) as { secret: string }).secret
      const used = await fetch(`${url}/v1/leftmenu`, { headers: { authorization: `Bearer ${secret}` } })
      expect(used.status).toBe(200)
      await fetch(`${url}/v1/tokens`, { headers: { authorization: `Bearer ${secret}` } })
      await new Promise((r) => setTimeout(r, 100))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    const logged = lines.join("\n")
    expect(logged).toContain("/v1/leftmenu")
    expect(logged).toContain("/v1/tokens")
    expect(secret).toMatch(/^portal_pat_/)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain("portal_pat_")
    expect(logged.toLowerCase()).not.toContain("bearer")
  })
})
