/**
 * `npm run lighthouse`'s server: the portal started the way the e2e suite starts it
 * (tests/e2e/support/serve.ts: `npm start` over a data folder wiped first and removed at exit), in
 * its own process so Lighthouse's own work never delays an answer, on a free port.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { repoRoot } from "./ui-build.ts"

/** A port nobody listens on right now (the system picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

export interface PortalProcess {
  readonly base: string
  readonly stop: () => Promise<void>
}

const waitUntilUp = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** Starts the portal on a free port seeded at `scale`, with the per-address sign-in limit raised. */
export const startPortal = async (scale: "tiny" | "demo"): Promise<PortalProcess> => {
  const root = mkdtempSync(join(tmpdir(), "portal-lighthouse-"))
  const port = await freePort()
  const output: Array<string> = []
  const child = spawn(process.execPath, ["tests/e2e/support/serve.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: join(root, "db"),
      PORTAL_SEED_SCALE: scale,
      DATABASE_URL: "",
      PORTAL_FILES_DIR: "",
      PORTAL_SIGN_INS_PER_ADDRESS: "100000",
    },
  })
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (c: Buffer) => output.push(String(c)))
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r))
      child.kill("SIGTERM")
      await exited
    }
    rmSync(root, { recursive: true, force: true })
  }
  try {
    // Seeding the demo scale (about 10,000 tickets) takes a minute or more on a busy machine.
    await waitUntilUp(`http://localhost:${port}/v1/config`, child, 600_000)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.join("")}`)
  }
  return { base: `http://localhost:${port}`, stop }
}
