import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import * as login from "../../cli/commands/auth/login.command.ts"
import * as check from "../../cli/commands/users/users-check.command.ts"
import { makeCliDeps } from "../../cli/runtime/cli-deps.ts"
import type { RunningServer } from "../../server/app.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { getJson } from "./http-get.ts"
import { percentile } from "./stats.ts"

const search = (term: string) => ({
  "firstname(*)": term,
  "lastname(*)": term,
  "username(*)": term,
  "email(*)": term,
})

/** GET /v1/users as the users screen asks for it, for a company admin and for staff (every company). */
const QUERIES: ReadonlyArray<{ kind: string; username: string; query: Record<string, string> }> = [
  { kind: "default page", username: "acme.admin", query: { pl: "24" } },
  { kind: "deactivated", username: "acme.admin", query: { pl: "24", useractive: "(0)" } },
  { kind: "default page", username: "sysadmin", query: { pl: "24" } },
  { kind: "search 'ann'", username: "sysadmin", query: { pl: "24", ...search("ann") } },
  { kind: "sort -lastname", username: "sysadmin", query: { pl: "24", st: "-lastname" } },
  { kind: "deep page", username: "sysadmin", query: { pl: "24", os: "1920" } },
]

const signIn = async (base: string, username: string) => {
  const res = await fetch(`${base}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  return ((await res.json()) as { sessionID: string }).sessionID
}

/** p50/p95 of GET /v1/users per query kind at the large scale (target p95 <= 50 ms). */
export const benchUserList = async (server: RunningServer, rounds: number): Promise<string[]> => {
  const base = `http://127.0.0.1:${server.port}`
  const [{ n }] = (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`)) as [
    { n: number },
  ]
  const lines = [`GET /v1/users over ${n} users, ${rounds} rounds per kind (ms):`, ""]
  const sessions = new Map<string, string>()
  for (const q of QUERIES) {
    if (!sessions.has(q.username)) sessions.set(q.username, await signIn(base, q.username))
    const url = `${base}/v1/users?${new URLSearchParams(q.query)}`
    const headers = { authorization: `EC ${sessions.get(q.username)}` }
    await getJson(url, headers)
    const samples: number[] = []
    for (let i = 0; i < rounds; i++) {
      const t = performance.now()
      await getJson(url, headers)
      samples.push(performance.now() - t)
    }
    const p95 = percentile(samples, 95)
    lines.push(
      `  ${`${q.kind} (${q.username})`.padEnd(34)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}${p95 > 50 ? "  over the 50 ms target" : ""}`,
    )
  }
  return lines
}

/**
 * `portal users check` over 2,000 rows of the large seed, in-process as staff (sysadmin): every
 * 10th row expects the opposite status, so the run reports mismatches like a real audit.
 */
export const benchUsersCheck = async (server: RunningServer, dir: string): Promise<string[]> => {
  const rows = await server.db.run<{ username: string; companyname: string; useractive: boolean }>(
    sql`SELECT u.username, c.companyname, u.useractive FROM users u JOIN companies c ON c.companyid = u.companyid
        ORDER BY u.userid LIMIT 2000`,
  )
  const file = join(dir, "users-check.csv")
  const lines = rows.map(
    (r, i) =>
      `${r.username},${r.companyname},${(i % 10 === 0 ? !r.useractive : r.useractive) ? "yes" : "no"}`,
  )
  writeFileSync(file, `username,company,active\n${lines.join("\n")}\n`)
  const session = join(dir, "bench-session.json")
  const deps = () => makeCliDeps({ api: `http://127.0.0.1:${server.port}`, session }, { readPassword: null })
  const first = deps()
  await login.run({ username: "sysadmin", password: demoPassword }, first)
  await first.runtime.dispose()
  const out: string[] = [
    `portal users check --file (${rows.length} rows), concurrency ${check.DEFAULT_CONCURRENCY}:`,
  ]
  const run = deps()
  try {
    const result = await check.run({ file }, run)
    out.push(
      `  ${result.seconds.toFixed(1)} s wall, ${result.rowsPerSecond.toFixed(0)} rows/s, ${result.requests} requests (${result.lookup}); ${result.summary.ok} ok, ${result.summary.mismatch} mismatch, ${result.summary.missing} missing; exit ${check.exitCode(result)}`,
    )
  } finally {
    await run.runtime.dispose()
  }
  return out
}
