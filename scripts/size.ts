/**
 * `npm run size`: the JavaScript a browser loads for the login route and for the shell, measured in
 * Debian's chromium against the real server (temporary data folder, `tiny` seed). Gzip sizes are
 * the response bodies compressed with node:zlib at level 9. Prints a table and the login-route
 * target; exits non-zero only when the measurement itself fails. `--files` lists every file.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test"
import { startServer } from "../server/app.ts"
import { buildUi, uiNeedsBuild } from "./ui-build.ts"

const LOGIN_TARGET_GZ = 150_000
const DEMO_PASSWORD = "Portal-Demo-2026!"
const showFiles = process.argv.includes("--files")

interface JsFile {
  readonly path: string
  readonly raw: number
  readonly gz: number
}
interface Row {
  readonly route: string
  readonly files: ReadonlyArray<JsFile>
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const sum = (files: ReadonlyArray<JsFile>, key: "raw" | "gz") => files.reduce((n, f) => n + f[key], 0)

/** Collects every JavaScript response the page receives until `stop` is called. */
function recordJs(page: Page) {
  const pending: Array<Promise<JsFile | null>> = []
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? ""
    if (response.request().resourceType() !== "script" && !type.includes("javascript")) return
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gz: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    )
  })
  return async (): Promise<JsFile[]> => {
    const files = (await Promise.all(pending)).filter((f): f is JsFile => f !== null)
    return [...new Map(files.map((f) => [f.path, f])).values()].sort((a, b) => b.gz - a.gz)
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle")
}

async function measureLogin(
  context: BrowserContext,
  base: string,
): Promise<{ login: Row; afterSignIn: Row }> {
  const page = await context.newPage()
  const stopLogin = recordJs(page)
  await page.goto(`${base}/auth/login?redirect=%2Fdashboard`)
  await page.getByRole("button", { name: "Sign in" }).waitFor()
  await settle(page)
  const login: Row = { route: "/auth/login", files: await stopLogin() }
  const seen = new Set(login.files.map((f) => f.path))

  const stopShell = recordJs(page)
  await page.getByLabel("Username").fill("acme.user")
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL(`${base}/dashboard`)
  await page.getByRole("navigation", { name: "Main navigation" }).waitFor()
  await settle(page)
  const added = (await stopShell()).filter((f) => !seen.has(f.path))
  await page.close()
  return { login, afterSignIn: { route: "/dashboard after sign-in (added)", files: added } }
}

/**
 * A signed-in route loaded cold. `/dashboard` includes the dashboard screen and its chart library;
 * `/about` is the shell without them (the charts load only with the dashboard).
 */
async function measureColdShell(
  browser: Browser,
  signedIn: BrowserContext,
  base: string,
  path = "/dashboard",
): Promise<Row> {
  const context = await browser.newContext({ storageState: await signedIn.storageState() })
  try {
    const page = await context.newPage()
    const stop = recordJs(page)
    await page.goto(`${base}${path}`)
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor()
    await settle(page)
    return { route: `${path} cold (signed in)`, files: await stop() }
  } finally {
    await context.close()
  }
}

function printTable(rows: ReadonlyArray<Row>): void {
  const header = ["route", "JS files", "raw", "gzip -9"]
  const cells = rows.map((r) => [
    r.route,
    String(r.files.length),
    kB(sum(r.files, "raw")),
    kB(sum(r.files, "gz")),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: ReadonlyArray<string>) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ")
  console.log(line(header))
  console.log(widths.map((w) => "-".repeat(w)).join("  "))
  for (const c of cells) console.log(line(c))
  if (!showFiles) return
  for (const r of rows) {
    console.log(`\n${r.route}`)
    for (const f of r.files)
      console.log(`  ${f.path.padEnd(48)} ${kB(f.raw).padStart(10)} ${kB(f.gz).padStart(10)}`)
  }
}

async function main(): Promise<void> {
  if (uiNeedsBuild()) {
    console.log("Building the UI (vite build)...")
    if (!buildUi()) throw new Error("vite build failed")
  }
  const dataDir = mkdtempSync(join(tmpdir(), "portal-size-"))
  const server = await startServer({ port: 0, host: "127.0.0.1", dataDir, scale: "tiny" })
  const base = `http://127.0.0.1:${server.port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  try {
    const context = await browser.newContext()
    const { login, afterSignIn } = await measureLogin(context, base)
    const cold = await measureColdShell(browser, context, base)
    const shellOnly = await measureColdShell(browser, context, base, "/about")
    await context.close()
    console.log("\nJavaScript loaded per route (kB = 1000 bytes)\n")
    printTable([login, afterSignIn, cold, shellOnly])
    const loginGz = sum(login.files, "gz")
    const verdict = loginGz <= LOGIN_TARGET_GZ ? "PASS" : "FAIL"
    console.log(`\nTarget: login route at most ${kB(LOGIN_TARGET_GZ)} gzipped: ${kB(loginGz)} ${verdict}`)
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`size: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
