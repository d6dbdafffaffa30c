/**
 * `npm run bench`: seeds the `large` scale (100,000 tickets) into a fresh temporary PGlite folder,
 * starts the server on a free port and measures each ticket-list query kind twice per round: the
 * HTTP call (GET /v1/ticketdetails over a kept-alive connection, session header, JSON parsed) and
 * the same statements (count, then page) run directly on the server's database handle. Prints
 * p50/p95 of both, the fixed cost HTTP adds (HTTP p50 - SQL p50) and their ratio.
 * `BENCH_ROUNDS` (default 60) sets the rounds per query kind. `BENCH_ONLY=users` measures GET /v1/users
 * and `portal users check` over 2,000 rows alone (issue 13). Then each insights call (dashboards)
 * for a company admin and for staff, half as many rounds; `BENCH_ONLY=insights` runs only those.
 *
 * "The same SQL run directly" is the list's own statements, exactly as the handler builds them for
 * that caller. Everything else a request needs is HTTP cost and stays on the HTTP side: the session
 * lookup in the database (every request), query validation by the contract schema, company scope,
 * row mapping, response encoding by the contract schema, JSON, the response guard and headers, and
 * the client's parse of the answer. Client and server share this process and its two cores.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startServer } from "../../server/app.ts"
import { equipmentBenchQueries, equipmentProbes } from "./bench-equipment.ts"
import { runBench } from "./bench-run.ts"
import { benchInsights } from "./insights-bench.ts"
import { benchUserList, benchUsersCheck } from "./bench-users.ts"
import { formatTable } from "./stats.ts"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const TARGETS = { p95Ms: 50, ratio: 1.5 }
/** `BENCH_ONLY=insights` measures the insights calls alone (the dashboards issue's figures). */
const ONLY = process.env.BENCH_ONLY

const main = async () => {
  if (process.env.DATABASE_URL)
    console.log("DATABASE_URL is ignored: the bench always uses a fresh PGlite folder.")
  const root = mkdtempSync(join(tmpdir(), "portal-bench-"))
  const dataDir = join(root, "pglite")
  console.log(`Seeding the large scale into ${dataDir} ...`)
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: "",
    scale: "large",
    uiDir: root,
  })
  try {
    const seeded = server.seeded!
    const seconds = (seeded.millis / 1000).toFixed(1)
    console.log(`Seeded ${seeded.tickets} tickets, ${seeded.equipment} equipment in ${seconds} s`)
    if (ONLY !== "insights" && ONLY !== "users") {
      const rows = await runBench(
        server,
        ROUNDS,
        () => process.stdout.write("."),
        undefined,
        undefined,
        false,
      )
      console.log(
        `\n\nTicket list, ${ROUNDS} rounds per kind (ms; HTTP = whole call incl. session check, JSON;` +
          " SQL = the list's count and page statements):\n",
      )
      console.log(formatTable(rows, TARGETS))
      const equipment = await runBench(
        server,
        ROUNDS,
        () => process.stdout.write("."),
        equipmentBenchQueries,
        equipmentProbes,
      )
      console.log(`\n\nEquipment list (${seeded.equipment} equipment), ${ROUNDS} rounds per kind (ms):\n`)
      console.log(formatTable(equipment, TARGETS))
      console.log(`\nTargets: p95 <= ${TARGETS.p95Ms} ms per kind and HTTP/SQL (p50) <= ${TARGETS.ratio}.`)
    }
    if (ONLY === undefined || ONLY === "users") {
      console.log(`\n${(await benchUserList(server, ROUNDS)).join("\n")}`)
      console.log(`\n${(await benchUsersCheck(server, root)).join("\n")}`)
      if (ONLY === "users") return
    }
    console.log(`\n${(await benchInsights(server, Math.max(10, Math.round(ROUNDS / 2)))).join("\n")}`)
  } finally {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
