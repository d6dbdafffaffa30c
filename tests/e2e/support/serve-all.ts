/**
 * Playwright's one webServer entry: starts the server of every worker side by side (serve.ts each,
 * on port E2E_PORT + index over `$E2E_DATA_DIR/worker-<index>`), and one more with the client log
 * on (PORTAL_CLIENT_LOG=1, the next port, `client-log.spec.ts`'s), and says `e2e servers ready`
 * once all of them answer. The client log server used to start inside its test, which on a loaded
 * machine did not always start within the test's time. Playwright starts the entries of a webServer list one after another, each
 * only when the one before answers; started together, the second seeds while the first does.
 * SIGTERM (Playwright's graceful shutdown) goes on to every server, which closes PGlite and removes
 * its data folder; this process ends when they all have.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"

const workers = Number(process.env.E2E_WORKERS ?? 2)
const firstPort = Number(process.env.E2E_PORT ?? 4399)
const dataDir = process.env.E2E_DATA_DIR
if (!dataDir) throw new Error("E2E_DATA_DIR must name the e2e data folder")

const serve = (index: number, name: string, env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, ["tests/e2e/support/serve.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(firstPort + index), PORTAL_DATA_DIR: join(dataDir, name), ...env },
  })
const servers = [
  ...Array.from({ length: workers }, (_, index) => serve(index, `worker-${index}`)),
  serve(workers, "client-log", { PORTAL_CLIENT_LOG: "1" }),
]
let stopping: number | null = null
const running = new Set(servers)
for (const server of servers)
  server.on("exit", (code) => {
    running.delete(server)
    if (stopping === null) {
      console.error(`an e2e server stopped (exit ${code}); stopping the others`)
      stop(1)
    } else if (running.size === 0) process.exit(stopping)
  })

function stop(code: number): void {
  stopping ??= code
  for (const server of running) server.kill("SIGTERM")
  if (running.size === 0) process.exit(stopping)
}
process.on("SIGTERM", () => stop(0))
process.on("SIGINT", () => stop(0))

const answers = async (port: number): Promise<boolean> =>
  fetch(`http://localhost:${port}/v1/config`).then(
    (r) => r.ok,
    () => false,
  )

const ready = async (port: number): Promise<void> => {
  while (!(await answers(port))) await new Promise((wake) => setTimeout(wake, 200))
}
await Promise.all(servers.map((_, index) => ready(firstPort + index)))
console.log(`e2e servers ready (${workers} and the client log one)`)
