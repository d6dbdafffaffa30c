// What one server test file spends before its first test: a server over a database made the old way
// (a new PGlite folder, every migration, the tiny seed) against one over a copy of the run's
// template database (server/testing/template-db.ts), alternating; prints each start and the medians.
//   node tests/bench/test-setup.ts [rounds=3]
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startServer } from "../../server/app.ts"
import { copySeededDatabase } from "../../server/testing/template-db.ts"

const rounds = Number(process.argv[2] ?? 3)

/** Starts and closes one server; returns the milliseconds until it listened. */
const start = async (fromTemplate: boolean): Promise<number> => {
  const root = mkdtempSync(join(tmpdir(), "portal-setup-bench-"))
  try {
    const started = performance.now()
    if (fromTemplate) await copySeededDatabase(join(root, "db"))
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: join(root, "db"),
      scale: "tiny",
      uiDir: root,
    })
    const ms = performance.now() - started
    await server.close()
    return ms
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const line = (name: string, xs: ReadonlyArray<number>) =>
  `${name}: ${xs.map((x) => Math.round(x)).join(", ")} ms (median ${Math.round(median(xs))} ms)`

const built = performance.now()
const warm = mkdtempSync(join(tmpdir(), "portal-setup-bench-"))
await copySeededDatabase(join(warm, "db"))
rmSync(warm, { recursive: true, force: true })
console.log(`template built once in ${Math.round(performance.now() - built)} ms`)
const fresh: number[] = []
const copied: number[] = []
for (let round = 0; round < rounds; round++) {
  fresh.push(await start(false))
  copied.push(await start(true))
}
console.log(line("new folder, migrate, seed", fresh))
console.log(line("copy of the template     ", copied))
process.exit(0)
