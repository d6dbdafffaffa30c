import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, test } from "@playwright/test"
import { TEMPLATE_ROOT_ENV } from "../../server/testing/template-db.global-setup.ts"
import { copySeededDatabase } from "../../server/testing/template-db.ts"

// The run's template folder (playwright.config.ts), where the workers' servers built it.
if (process.env.E2E_TEMPLATE_ROOT) process.env[TEMPLATE_ROOT_ENV] ??= process.env.E2E_TEMPLATE_ROOT

/**
 * A service manager stops `npm start` by signalling npm: the server must stop with it (closing the
 * database cleanly), not linger on the port. Runs after the e2e build, so start does not rebuild.
 * Each test starts a server of its own over a copy of the run's seeded database (serve.ts builds it;
 * npm start then finds a database to open, not one to create and seed): one per worker, side by side.
 */
test.describe.configure({ mode: "parallel" })
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`${signal} to npm start stops the server`, async () => {
    test.setTimeout(120_000)
    const dataDir = mkdtempSync(join(tmpdir(), "portal-npm-start-"))
    await copySeededDatabase(join(dataDir, "db"), "tiny")
    const npm = spawn("npm", ["start"], {
      env: {
        ...process.env,
        PORT: "0",
        PORTAL_DATA_DIR: join(dataDir, "db"),
        PORTAL_SEED_SCALE: "tiny",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    try {
      let output = ""
      const url = await new Promise<string>((resolve, reject) => {
        npm.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          const match = /is running at (http:\/\/\S+)/.exec(output)
          if (match) resolve(match[1]!)
        })
        npm.on("exit", () => reject(new Error(`npm start exited early:\n${output}`)))
      })
      expect((await fetch(`${url}/v1/config`)).status).toBe(200)
      const exited = new Promise((resolve) => npm.on("exit", resolve))
      npm.kill(signal)
      await exited
      await expect
        .poll(
          async () =>
            fetch(`${url}/v1/config`).then(
              () => "answering",
              () => "stopped",
            ),
          { timeout: 15_000 },
        )
        .toBe("stopped")
      expect(existsSync(join(dataDir, "db", "portal-server.pid"))).toBe(false)
    } finally {
      npm.kill("SIGKILL")
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
}
