import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { contentSecurityPolicy, nonPagePolicy } from "./response-guard.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const get = (path: string) => fetch(`${server.url}${path}`)

describe("the page's policy is on pages only (issue 25)", () => {
  it("gives pages the page's policy and every other answer one that allows nothing", async () => {
    const page = await get("/auth/login")
    expect(page.headers.get("content-security-policy")).toBe(contentSecurityPolicy)
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    for (const path of ["/v1/config", "/v1/no-such-call", "/assets/app-abc123.js", "/openapi.json"]) {
      const res = await get(path)
      expect(res.headers.get("content-security-policy"), path).toBe(nonPagePolicy)
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff")
      expect(res.headers.get("x-frame-options"), path).toBe("DENY")
      expect(res.headers.get("referrer-policy"), path).toBeNull()
    }
  })
})
