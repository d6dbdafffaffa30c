/**
 * `npm run bench`: seeds the `large` scale (100,000 tickets) into a fresh temporary PGlite folder,
 * starts the server on a free port and measures each ticket-list query kind twice per round: the
 * HTTP call (GET /v1/ticketdetails, session header, JSON parsed) and the same two statements (count,
 * then page) run directly on the server's database handle. Prints p50/p95 of both and their ratio.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseTicketListQuery } from "../../core/domain/tickets/list-query-parse.ts"
import { startServer } from "../../server/app.ts"
import { companyScopeOf } from "../../server/auth/scope.ts"
import { findCaller } from "../../server/auth/session-store.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { pageWindow, ticketCountSql, ticketPageSql } from "../../server/tickets/ticket-list.sql.ts"
import { benchQueries } from "./bench-queries.ts"
import { type BenchRow, formatTable } from "./stats.ts"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const WARMUP = 8
const TARGETS = { p95Ms: 50, ratio: 1.5 }

const signIn = async (url: string, username: string): Promise<string> => {
  const response = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`)
  return ((await response.json()) as { sessionID: string }).sessionID
}

const timed = async (f: () => Promise<unknown>): Promise<number> => {
  const start = performance.now()
  await f()
  return performance.now() - start
}

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
    console.log(
      `Seeded ${seeded.tickets} tickets, ${seeded.equipment} equipment in ${(seeded.millis / 1000).toFixed(1)} s`,
    )
    const url = `http://127.0.0.1:${server.port}`
    const sessions = new Map<string, string>()
    for (const q of benchQueries)
      if (!sessions.has(q.username)) sessions.set(q.username, await signIn(url, q.username))
    const rows: BenchRow[] = []
    for (const q of benchQueries) {
      const session = sessions.get(q.username)!
      const parsed = parseTicketListQuery(q.query)
      if (!parsed.ok) throw new Error(`${q.kind}: ${parsed.message}`)
      const caller = await findCaller(server.db, session)
      const scope = await companyScopeOf(server.db, caller!)
      const countSql = ticketCountSql(parsed.value, scope)
      const http = async () => {
        const response = await fetch(`${url}/v1/ticketdetails?${new URLSearchParams(q.query)}`, {
          headers: { authorization: `EC ${session}` },
        })
        if (!response.ok) throw new Error(`${q.kind}: HTTP ${response.status} ${await response.text()}`)
        return (await response.json()) as { count: number }
      }
      // The statements the handler runs: the count, then the page window it decides.
      const sql = async () => {
        const [row] = await server.db.query<{ count: number }>(countSql.text, countSql.params)
        const window = pageWindow(parsed.value, row?.count ?? 0)
        if (window.limit === 0) return
        const page = ticketPageSql(parsed.value, scope, window)
        await server.db.query(page.text, page.params)
      }
      for (let i = 0; i < WARMUP; i++) await Promise.all([http(), sql()])
      const httpMs: number[] = []
      const sqlMs: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        httpMs.push(await timed(http))
        sqlMs.push(await timed(sql))
      }
      rows.push({ kind: q.kind, caller: q.username, count: (await http()).count, http: httpMs, sql: sqlMs })
      process.stdout.write(".")
    }
    console.log(
      `\n\nTicket list, ${ROUNDS} rounds per kind (ms; HTTP = whole call incl. session check, JSON):\n`,
    )
    console.log(formatTable(rows, TARGETS))
    console.log(`\nTargets: p95 <= ${TARGETS.p95Ms} ms per kind and HTTP/SQL (p50) <= ${TARGETS.ratio}.`)
  } finally {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
