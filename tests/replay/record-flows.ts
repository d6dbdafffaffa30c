// Records the shipped QA flows against a fresh reference server, reproducibly:
//   node tests/replay/record-flows.ts [flow...]
// starts server/app.ts on a free port over a new temporary PGlite folder seeded at the `tiny`
// scale (deterministic), runs `portal flow record` in-process against it, writes
// fixtures/recordings/<name>.log.json, prints the report and stops the server.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startTestServer } from "../../server/testing/test-server.ts"
import * as record from "../../cli/commands/flow/flow-record.command.ts"
import { makeCliDeps } from "../../cli/runtime/cli-deps.ts"

// A short heartbeat: a live stream notices an ended session within 300 ms (flow `live-updates`).
const server = await startTestServer({ liveHeartbeatMs: 300 })
const dir = mkdtempSync(join(tmpdir(), "portal-record-"))
let code = 1
try {
  const deps = makeCliDeps({ api: server.url, session: join(dir, "session.json") }, { readPassword: null })
  try {
    const options = { flows: process.argv.slice(2) }
    const report = await record.run(options, deps)
    process.stdout.write(`${record.render(report, options)}\n`)
    code = record.exitCode(report)
  } finally {
    await deps.runtime.dispose()
  }
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(code)
