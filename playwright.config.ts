import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig, devices } from "@playwright/test"

/**
 * E2E against the real server started the way `npm start` does, over a data folder wiped at start
 * (tests/e2e/support/serve.ts) and seeded at the `tiny` scale unless E2E_SCALE says otherwise.
 *
 * Parallelism: E2E_WORKERS workers (default 2), and one server per worker, each on its own port and
 * data folder, so no test sees another worker's writes (sign-in counters, the banner, spare
 * accounts, uploads). Files are spread over the workers; the tests of one file run in order in one
 * worker, as before. A worker process loads this file again with TEST_PARALLEL_INDEX set (0 ..
 * workers - 1, kept by a replacement worker), which picks its server's port. The data folder is
 * chosen once in the runner and handed to the workers through the environment.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2)
const firstPort = Number(process.env.E2E_PORT ?? 4399)
const portOf = (index: number) => firstPort + index
const port = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
process.env.E2E_DATA_DIR ??= join(tmpdir(), `portal-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR
// The run's seeded database, built once by the first server and copied by the others (serve.ts)
// and by the tests that start a server of their own (npm-start.spec.ts). Under `npm test`, the
// folder vitest already built it in (PORTAL_RUN_TEMPLATE_ROOT, scripts/test.ts), kept by teardown.ts.
process.env.E2E_TEMPLATE_ROOT ??= process.env.PORTAL_RUN_TEMPLATE_ROOT || join(dataDir, "templates")
const templateRoot = process.env.E2E_TEMPLATE_ROOT
// The test-only scrypt cost vitest uses too (server/auth/password.ts): every e2e sign-in spent about
// 70 ms of server CPU at the production cost 16384 (a third of a second of wall time at load 17),
// about 20 ms at 1024; real scrypt either way, and verifying reads the cost from the stored hash.
// Set before the servers start, so they, the seeded template and the servers the tests start
// themselves (npm-start.spec.ts, client-log.spec.ts) inherit it; the production default has its
// own test (password.test.ts).
process.env.PORTAL_PASSWORD_COST ??= "1024"

/** The server of worker `index`, with its own port and data folder. */
const serverFor = (index: number) => ({
  command: "node tests/e2e/support/serve.ts",
  url: `http://localhost:${portOf(index)}/v1/config`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  // SIGTERM lets the server close PGlite and remove the data folder.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  env: {
    PORT: String(portOf(index)),
    PORTAL_DATA_DIR: join(dataDir, `worker-${index}`),
    E2E_TEMPLATE_ROOT: templateRoot,
    PORTAL_SEED_SCALE: process.env.E2E_SCALE ?? "tiny",
    // Always the embedded database: a shared PostgreSQL would carry state between runs.
    DATABASE_URL: "",
    // Files beside the wiped data folder, so uploads go with it.
    PORTAL_FILES_DIR: "",
    // Every test signs in from this one address.
    PORTAL_SIGN_INS_PER_ADDRESS: "100000",
  },
})

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "tests/e2e/support/teardown.ts",
  fullyParallel: false,
  workers,
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
  webServer: Array.from({ length: workers }, (_, index) => serverFor(index)),
})
