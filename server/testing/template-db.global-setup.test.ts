import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import setup, { RUN_TEMPLATE_ROOT_ENV, TEMPLATE_ROOT_ENV } from "./template-db.global-setup.ts"

// Each case runs the global setup as a run of its own, without PostgreSQL (nothing of the real run's
// is dropped), and puts the environment back.
const saved: Record<string, string | undefined> = {}
const keys = [TEMPLATE_ROOT_ENV, RUN_TEMPLATE_ROOT_ENV, "PORTAL_TEST_DATABASE_URL"]
beforeEach(() => {
  for (const key of keys) saved[key] = process.env[key]
  delete process.env.PORTAL_TEST_DATABASE_URL
})
afterEach(() => {
  for (const key of keys)
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
})

describe("the template folder of a test run", () => {
  it("is the folder npm test gives the whole run, kept when vitest ends, so Playwright copies from it", async () => {
    const given = mkdtempSync(join(tmpdir(), "portal-run-templates-"))
    try {
      process.env[RUN_TEMPLATE_ROOT_ENV] = given
      const teardown = setup()
      expect(process.env[TEMPLATE_ROOT_ENV]).toBe(given)
      await teardown()
      expect(existsSync(given)).toBe(true)
    } finally {
      rmSync(given, { recursive: true, force: true })
    }
  })

  it("is a new folder of vitest's own otherwise, removed when vitest ends", async () => {
    delete process.env[RUN_TEMPLATE_ROOT_ENV]
    const teardown = setup()
    const root = process.env[TEMPLATE_ROOT_ENV] ?? ""
    expect(root).not.toBe(saved[TEMPLATE_ROOT_ENV])
    expect(existsSync(root)).toBe(true)
    await teardown()
    expect(existsSync(root)).toBe(false)
  })
})
