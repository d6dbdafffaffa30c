/**
 * `npm run fuzz [-- --seed N] [--count N] [--only I] [--url URL]`: starts the server as its own
 * process (fresh PGlite folder, tiny seed) so a crash is seen, sends `--count` (default 1,500)
 * generated requests to every endpoint of its `/openapi.json` as no session, a company user and
 * staff, prints counts by status class and per endpoint and every violation with its request, checks
 * the process is still alive and answering, and exits 1 on any violation. `--url` fuzzes a server
 * that is already running instead.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts"
import { formatReport } from "./fuzz-report.ts"
import { runFuzz } from "./fuzz-run.ts"

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    count: { type: "string", default: "1500" },
    only: { type: "string" },
    url: { type: "string" },
  },
})
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31)
const count = Number(values.count)
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
  console.error("usage: npm run fuzz -- [--seed N] [--count N] [--only I] [--url URL]")
  process.exit(2)
}

/** True when the server still answers a plain call. */
const answers = async (baseUrl: string) => {
  try {
    return (await fetch(`${baseUrl}/v1/config`, { signal: AbortSignal.timeout(5000) })).ok
  } catch {
    return false
  }
}

const main = async (): Promise<number> => {
  console.log(`Fuzz seed ${seed} (rerun with --seed ${seed})`)
  const root = values.url ? undefined : mkdtempSync(join(tmpdir(), "portal-fuzz-"))
  let server: ServerProcess | undefined
  try {
    if (root) {
      console.log("Starting the server as a process (tiny seed) ...")
      server = await startServerProcess({
        PORTAL_DATA_DIR: join(root, "db"),
        PORTAL_SEED_SCALE: "tiny",
        PORTAL_CLIENT_LOG: "1",
      })
    }
    const baseUrl = values.url ?? server!.url
    const report = await runFuzz({
      baseUrl,
      seed,
      count,
      ...(values.only !== undefined ? { only: Number(values.only) } : {}),
      onProgress: (done) => {
        if (done % 250 === 0) console.log(`  ${done} requests sent`)
      },
    })
    console.log(`\n${formatReport(report)}`)
    const alive = (server === undefined || server.child.exitCode === null) && (await answers(baseUrl))
    console.log(alive ? "The server is alive and answering." : "THE SERVER DIED or stopped answering.")
    if (server && !alive) console.log(server.output().slice(-4000))
    return report.violations.length === 0 && alive ? 0 : 1
  } finally {
    await server?.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error)
    process.exit(1)
  },
)
