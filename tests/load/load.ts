/**
 * `npm run load [-- options]`: load on loopback against real server processes (`node server/main.ts`)
 * over a database seeded at a stated scale (`demo` by default), bounded in time.
 *
 * - `--scenario mix` (default): the traffic mix of `load-mix.ts` as an open model (`--rate`
 *   requests/s for `--seconds`, latency from each request's due time) and a closed-model
 *   saturation run (`--users` users in a loop, throughput plateau), for PGlite (one process) and
 *   PostgreSQL with one and two processes (`--db`, `--processes`). PostgreSQL runs when
 *   PORTAL_TEST_DATABASE_URL or DATABASE_URL names a server where databases may be created.
 * - `--scenario export-flood`: another user's list p95 alone, then while `--exporters` users export
 *   in a loop.
 * - `--scenario memory` (or `--minutes M`): the open model for M minutes, resident memory every 30 s.
 * - `--scenario cost`: each request kind alone, with the server's CPU time per request.
 *
 * `--profile DIR` runs the servers with `node --cpu-prof` and leaves their profiles in DIR.
 * `--metrics DIR` (mix): each server process serves metrics (PORTAL_METRICS_PORT=0), scraped after
 * its run into `DIR/<db>-x<n>-<process>.prom`, with requests, 5xx and p95 from the histogram printed.
 * Every figure is printed with the machine's load average: other work on the machine moves them.
 */
import { cpus, loadavg } from "node:os"
import { closeConnections } from "./load-http.ts"
import { mixText } from "./load-mix.ts"
import { parseLoadOptions } from "./load-options.ts"
import { runCostScenario } from "./scenario-cost.ts"
import { runExportFlood } from "./scenario-export-flood.ts"
import { runMemoryScenario } from "./scenario-memory.ts"
import { runMixScenario } from "./scenario-mix.ts"

const main = async () => {
  const options = parseLoadOptions(process.argv.slice(2), process.env)
  const load = loadavg().map((n) => n.toFixed(2))
  console.log(`Machine: ${cpus().length} cores, load average ${load.join(" ")} (1, 5, 15 min) at the start`)
  console.log(`Scale ${options.scale}; mix: ${mixText()}`)
  if (!options.dbs.includes("postgres"))
    console.log("PostgreSQL: skipped (set PORTAL_TEST_DATABASE_URL or DATABASE_URL)")
  if (options.scenario === "mix") await runMixScenario(options)
  else if (options.scenario === "export-flood") await runExportFlood(options)
  else if (options.scenario === "cost") await runCostScenario(options)
  else await runMemoryScenario(options)
  console.log(`\nLoad average at the end: ${loadavg()[0]!.toFixed(2)} (1 min)`)
}

main()
  .catch((error: unknown) => {
    console.error(`load: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
  .finally(closeConnections)
