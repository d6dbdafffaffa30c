import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type RunningServer, startServer } from "../app.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { loggedPath } from "./request-log.ts"

const token = "Erm8owIqOi4b0CBt76FI5sX40lkLGCL6wjtLrHV2"

describe("loggedPath", () => {
  it.each([
    [`/v1/reset/${token}`, "/v1/reset/:token"],
    [`/v1/user/confirmemailchange/${token}`, "/v1/user/confirmemailchange/:token"],
    [`/v1/user/cancelemailchange/${token}?x=1`, "/v1/user/cancelemailchange/:token"],
    [`/reset-password/${token}`, "/reset-password/:token"],
    [`/complete-setup/${token}#top`, "/complete-setup/:token"],
    [`/update-password/${token}`, "/update-password/:token"],
    [`/confirm-email-change/${token}`, "/confirm-email-change/:token"],
    [`/cancel-email-change/short`, "/cancel-email-change/:token"],
    ["/v1/tickets?search=abc", "/v1/tickets"],
    ["/v1/user/12", "/v1/user/12"],
  ])("%s -> %s", (url, logged) => expect(loggedPath(url)).toBe(logged))
})

describe("PORTAL_LOG_REQUESTS", () => {
  let root: string
  let server: RunningServer
  const lines: string[] = []
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "portal-request-log-"))
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

  it("logs each request without the token of a reset or email change link", async () => {
    const capture = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "))
    }
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(capture),
    )
    try {
      const url = `http://127.0.0.1:${server.port}`
      expect((await fetch(`${url}/v1/reset/${token}`)).status).toBe(404)
      await fetch(`${url}/v1/user/confirmemailchange/${token}`, { method: "POST" })
      await fetch(`${url}/v1/config`)
      await new Promise((r) => setTimeout(r, 100))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    const logged = lines.join("\n")
    expect(logged).toContain("/v1/reset/:token")
    expect(logged).toContain("/v1/user/confirmemailchange/:token")
    expect(logged).toContain("/v1/config")
    expect(logged).not.toContain(token)
  })
})
