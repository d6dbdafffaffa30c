import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, type Page, type Request, test } from "@playwright/test"
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts"
import { TEMPLATE_ROOT_ENV } from "../../server/testing/template-db.global-setup.ts"
import { copySeededDatabase } from "../../server/testing/template-db.ts"
import { DEMO_PASSWORD, submitSignIn } from "./support/portal.ts"

// The run's template folder (playwright.config.ts), where the workers' servers built it.
if (process.env.E2E_TEMPLATE_ROOT) process.env[TEMPLATE_ROOT_ENV] ??= process.env.E2E_TEMPLATE_ROOT

/** A wrong password no log may hold. */
const WRONG_PASSWORD = "Wrong-Password-2026!"
/** Longer than the page's batch interval (5 s). */
const QUIET_MS = 8_000

/** Requests the page sends to the client log. */
const logCalls = (page: Page): Request[] => {
  const calls: Request[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v1/log/client") calls.push(request)
  })
  return calls
}

/** A failed sign-in (an unknown user: no real account is counted down), then a good one. */
const failThenSignIn = async (page: Page, origin: string) => {
  await page.goto(`${origin}/auth/login?redirect=%2Ftickets`)
  await submitSignIn(page, "no.such.user", WRONG_PASSWORD)
  await expect(page.getByRole("alert")).toContainText("Invalid username or password")
  await submitSignIn(page, "acme.user")
  await expect(page).toHaveURL(`${origin}/tickets`)
}

test("client log off (the default): no log-client attribute and nothing is sent", async ({
  page,
  baseURL,
}) => {
  const calls = logCalls(page)
  await failThenSignIn(page, baseURL!)
  expect(await page.locator("body").getAttribute("data-log-client")).toBeNull()
  await page.waitForTimeout(QUIET_MS)
  expect(calls).toHaveLength(0)
})

test.describe("client log on (PORTAL_CLIENT_LOG=1)", () => {
  let server: ServerProcess
  let root: string
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    root = mkdtempSync(join(tmpdir(), "portal-e2e-client-log-"))
    // A copy of the run's seeded database: the server opens it instead of creating and seeding one.
    await copySeededDatabase(join(root, "db"), "tiny")
    server = await startServerProcess({
      PORTAL_DATA_DIR: join(root, "db"),
      PORTAL_SEED_SCALE: "tiny",
      PORTAL_CLIENT_LOG: "1",
    })
  })
  test.afterAll(async () => {
    await server?.kill("SIGTERM")
    rmSync(root, { recursive: true, force: true })
  })

  test("a failed request is logged with its details and without the password", async ({ page }) => {
    test.setTimeout(90_000)
    const origin = server.url.replace("127.0.0.1", "localhost")
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/v1/log/client" && response.status() === 200,
      { timeout: 30_000 },
    )
    const calls = logCalls(page)
    await failThenSignIn(page, origin)
    expect(await page.locator("body").getAttribute("data-log-client")).not.toBeNull()
    await stored
    const bodies = calls.map((call) => call.postData() ?? "")
    const text = bodies.join("\n")
    expect(text).not.toContain(WRONG_PASSWORD)
    expect(text).not.toContain(DEMO_PASSWORD)
    expect(text).not.toMatch(/"password"/i)
    const entries = calls.flatMap(
      (call) => (call.postDataJSON() as { entries: Array<Record<string, unknown>> }).entries,
    )
    expect(entries).toContainEqual(
      expect.objectContaining({
        kind: "failure",
        method: "POST",
        path: "/v1/login",
        status: 401,
        requestBody: { username: "no.such.user" },
        responseBody: expect.objectContaining({ _tag: "Unauthorized" }),
      }),
    )
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: "event", event: { type: "auth.submit", username: "no.such.user" } }),
    )
    // The session goes in the Authorization header, never in the batch.
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}").sessionID)
    expect(typeof session).toBe("string")
    expect(text).not.toContain(session)
  })
})
