/**
 * `npm run bench`: seeds the `large` scale (100,000 tickets) into a fresh temporary PGlite folder,
 * starts the server on a free port and measures each ticket-list query kind twice per round: the
 * HTTP call (GET /v1/ticketdetails over a kept-alive connection, session header, JSON parsed) and
 * the same statements (count, then page) run directly on the server's database handle. Prints
 * p50/p95 of both, the fixed cost HTTP adds (HTTP p50 - SQL p50) and their ratio.
 * `BENCH_ROUNDS` (default 60) sets the rounds per query kind. Then GET /v1/users and `portal users
 * check` over 2,000 rows (issue 13), each insights call (dashboards) for a company admin and for
 * staff, half as many rounds, and last GET /v1/user/notifications/:id with 100,000 notifications and
 * the time from a ticket's creation to its notification. `BENCH_ONLY=<part>` runs one part alone:
 * `tickets`, `equipment`, `users`, `insights`, `export` (100,000 rows and the RSS while they are
 * written), `notifications` (over the tiny seed) or `forgot`.
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
import { sql } from "drizzle-orm"
import { startServer } from "../../server/app.ts"
import { isSeedScale } from "../../server/seed/seed-scale.ts"
import { equipmentBenchQueriesFor, equipmentProbes } from "./bench-equipment.ts"
import { benchExport } from "./export-bench.ts"
import { benchQueriesFor } from "./bench-queries.ts"
import { runBench } from "./bench-run.ts"
import { benchForgot } from "./forgot-timing.ts"
import { benchInsights } from "./insights-bench.ts"
import { benchNotifications } from "./notifications-bench.ts"
import { benchUserList, benchUsersCheck } from "./bench-users.ts"
import { type BenchTargets, formatTable } from "./stats.ts"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const TARGETS: BenchTargets = { p95Ms: 50, ratio: 1.5, addedMs: 2 }
/** `BENCH_ONLY=<part>` measures one part alone (see above); unset or empty: every part. */
const ONLY = process.env.BENCH_ONLY
type Part = "tickets" | "equipment" | "users" | "insights" | "export" | "notifications" | "forgot"
const runs = (part: Part): boolean => ONLY === undefined || ONLY === "" || ONLY === part
/**
 * `BENCH_DATA_DIR=/some/folder` keeps the seeded database there and reuses it on the next run
 * (seeding the large scale takes minutes): a before/after comparison on the same data. A reused
 * folder is migrated to the current schema first, as any upgrade is.
 */
const KEEP = process.env.BENCH_DATA_DIR ?? ""
/**
 * `BENCH_SCALE=huge` measures a million tickets (default `large`). `DATABASE_URL` measures that
 * PostgreSQL database instead of a PGlite folder (seeded when it is empty, reused otherwise).
 */
const SCALE = process.env.BENCH_SCALE || "large"
const DATABASE_URL = process.env.DATABASE_URL ?? ""

const main = async () => {
  // The recovery call's timing for a known and an unknown username (no enumeration by time).
  if (runs("forgot")) console.log(await benchForgot())
  if (ONLY === "forgot") return
  if (!isSeedScale(SCALE)) throw new Error(`BENCH_SCALE must be tiny, demo, large or huge, not ${SCALE}`)
  // The notifications figures fill their own 100,000 rows: the tickets' scale does not matter to them.
  const scale = ONLY === "notifications" ? "tiny" : SCALE
  const root = KEEP || mkdtempSync(join(tmpdir(), "portal-bench-"))
  const dataDir = join(root, "pglite")
  const where = DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : dataDir
  console.log(`Opening ${where} (seeding the ${scale} scale when it is empty) ...`)
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: DATABASE_URL,
    scale,
    uiDir: root,
  })
  try {
    const [counts] = await server.db.run<{ tickets: number; equipment: number }>(
      sql`SELECT (SELECT count(*) FROM tickets)::int AS tickets, (SELECT count(*) FROM equipment)::int AS equipment`,
    )
    const seeded = { tickets: counts?.tickets ?? 0, equipment: counts?.equipment ?? 0 }
    if (server.seeded !== undefined) console.log(`Seeded in ${(server.seeded.millis / 1000).toFixed(1)} s`)
    else console.log(`Reused ${where} (migrated to this branch's schema)`)
    console.log(`${seeded.tickets} tickets, ${seeded.equipment} equipment`)
    if (runs("tickets")) {
      const rows = await runBench(
        server,
        ROUNDS,
        () => process.stdout.write("."),
        benchQueriesFor(seeded.tickets),
        undefined,
        false,
      )
      console.log(
        `\n\nTicket list, ${ROUNDS} rounds per kind (ms; HTTP = whole call incl. session check, JSON;` +
          " SQL = the list's count and page statements):\n",
      )
      console.log(formatTable(rows, TARGETS))
    }
    if (runs("equipment")) {
      const equipment = await runBench(
        server,
        ROUNDS,
        () => process.stdout.write("."),
        equipmentBenchQueriesFor(seeded.equipment),
        equipmentProbes,
      )
      console.log(`\n\nEquipment list (${seeded.equipment} equipment), ${ROUNDS} rounds per kind (ms):\n`)
      console.log(formatTable(equipment, TARGETS))
      console.log(
        `\nTargets: p95 <= ${TARGETS.p95Ms} ms per kind, and HTTP/SQL (p50) <= ${TARGETS.ratio} or HTTP-SQL (p50) <= ${TARGETS.addedMs} ms.`,
      )
    }
    if (runs("users")) {
      console.log(`\n${(await benchUserList(server, ROUNDS)).join("\n")}`)
      console.log(`\n${(await benchUsersCheck(server, root)).join("\n")}`)
    }
    if (runs("insights"))
      console.log(`\n${(await benchInsights(server, Math.max(10, Math.round(ROUNDS / 2)))).join("\n")}`)
    if (runs("export")) console.log(`\n${(await benchExport(server)).join("\n")}`)
    if (runs("notifications")) console.log(`\n${(await benchNotifications(server, ROUNDS)).join("\n")}`)
  } finally {
    await server.close()
    if (!KEEP) rmSync(root, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
