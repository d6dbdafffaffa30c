import { Effect, Schema } from "effect"
import { TicketListQuery } from "../../core/schema/ticket-list-query.ts"
import type { RunningServer } from "../../server/app.ts"
import { companyScopeOf } from "../../server/auth/scope.ts"
import { findCaller } from "../../server/auth/session-store.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { Database } from "../../server/services.ts"
import { pageWindow } from "../../server/db/page-window.ts"
import { ticketCountSql, ticketPageSql } from "../../server/tickets/ticket-list.sql.ts"
import { readTicketOwner } from "../../server/tickets/my-tickets.sql.ts"
import { type BenchQuery, benchQueries } from "./bench-queries.ts"
import { closeAgent, getJson } from "./http-get.ts"
import type { BenchRow } from "./stats.ts"

const WARMUP = 8

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

/** How one query kind is timed: the HTTP call, and the same statements run directly. */
export interface BenchProbe {
  readonly http: () => Promise<{ count: number }>
  readonly sql: () => Promise<void>
}

export type ProbeMaker = (server: RunningServer, q: BenchQuery, session: string) => Promise<BenchProbe>

/** The scope of a signed-in caller, as the handler computes it. */
export const scopeOfSession = async (server: RunningServer, session: string) => {
  const caller = (await findCaller(server.db, session))!
  return Effect.runPromise(Effect.provideService(companyScopeOf(caller), Database, server.db))
}

/** The HTTP call and the handler's own statements (count, then the page window it picks). */
const ticketProbes: ProbeMaker = async (server, q, session) => {
  const query = Schema.decodeUnknownSync(TicketListQuery)(q.query)
  const scope = await scopeOfSession(server, session)
  const caller = (await findCaller(server.db, session))!
  // The caller the `mine` filter names, read as the handler reads it.
  const owner = query.filters.mine
    ? await Effect.runPromise(Effect.provideService(readTicketOwner(caller.userID), Database, server.db))
    : undefined
  const countSql = ticketCountSql(query, scope, owner)
  const url = `http://127.0.0.1:${server.port}/v1/ticketdetails?${new URLSearchParams(q.query)}`
  const http = () => getJson<{ count: number }>(url, { authorization: `EC ${session}` })
  const sql = async () => {
    const [row] = await server.db.run<{ count: number }>(countSql)
    const window = pageWindow(query, row?.count ?? 0)
    if (window.limit === 0) return
    await server.db.run(ticketPageSql(query, scope, window, owner, row?.count ?? 0))
  }
  return { http, sql }
}

/** Runs every query kind `rounds` times, alternating HTTP and SQL so both see the same conditions. */
export const runBench = async (
  server: RunningServer,
  rounds: number,
  onRow = () => {},
  queries: ReadonlyArray<BenchQuery> = benchQueries,
  probes: ProbeMaker = ticketProbes,
  closeAfter = true,
): Promise<BenchRow[]> => {
  const url = `http://127.0.0.1:${server.port}`
  const sessions = new Map<string, string>()
  for (const q of queries)
    if (!sessions.has(q.username)) sessions.set(q.username, await signIn(url, q.username))
  const rows: BenchRow[] = []
  try {
    const all = await Promise.all(queries.map((q) => probes(server, q, sessions.get(q.username)!)))
    // One pass over every kind first, so the first kind measured does not pay for JIT warm-up.
    for (let i = 0; i < WARMUP; i++) for (const p of all) await Promise.all([p.http(), p.sql()])
    for (const [index, q] of queries.entries()) {
      const { http, sql } = all[index]!
      for (let i = 0; i < WARMUP; i++) {
        await http()
        await sql()
      }
      const httpMs: number[] = []
      const sqlMs: number[] = []
      for (let i = 0; i < rounds; i++) {
        httpMs.push(await timed(http))
        sqlMs.push(await timed(sql))
      }
      rows.push({ kind: q.kind, caller: q.username, count: (await http()).count, http: httpMs, sql: sqlMs })
      onRow()
    }
  } finally {
    if (closeAfter) closeAgent()
  }
  return rows
}
