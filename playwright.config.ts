import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig, devices } from "@playwright/test"

/**
 * E2E against the real server started the way `npm start` does, on its own port, over a data folder
 * wiped at start (tests/e2e/support/serve.ts) and seeded at the `tiny` scale unless E2E_SCALE says
 * otherwise. The folder is chosen once in the runner and handed to workers through the environment.
 */
const port = Number(process.env.E2E_PORT ?? 4399)
process.env.E2E_DATA_DIR ??= join(tmpdir(), `portal-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node tests/e2e/support/serve.ts",
    url: `http://localhost:${port}/v1/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // SIGTERM lets the server close PGlite and remove the data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_SEED_SCALE: process.env.E2E_SCALE ?? "tiny",
      // Always the embedded database: a shared PostgreSQL would carry state between runs.
      DATABASE_URL: "",
      // Files beside the wiped data folder, so uploads go with it.
      PORTAL_FILES_DIR: "",
      // Every test signs in from this one address.
      PORTAL_SIGN_INS_PER_ADDRESS: "100000",
    },
  },
})
