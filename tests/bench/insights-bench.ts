import type { RunningServer } from "../../server/app.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { getJson } from "./http-get.ts"
import { percentile } from "./stats.ts"

/** The insights calls measured, each as the dashboard makes it (no period: the default). */
const CALLS = [
  "/v1/insights/service",
  "/v1/insights/equipment",
  "/v1/insights/equipment/addRemove",
  "/v1/insights/users/logins",
  "/v1/insights/users/tickets",
] as const

/**
 * Callers of each scope size: one busy company (admin), all companies (staff), with the default
 * period (Acme's setting is 24 months), a short one and the longest allowed (36 months); and the
 * company narrowed to one agreement (the dashboard's `agreementid`), which reads tickets rather than
 * the per-company weekly aggregates.
 */
const CALLERS = [
  ["acme.admin", ""],
  ["acme.admin", "?period=3m"],
  ["acme.admin", "?period=36m"],
  ["acme.admin", "?agreementid=1"],
  ["sysadmin", ""],
  ["sysadmin", "?period=12m"],
  ["sysadmin", "?period=36m"],
] as const

export const INSIGHTS_TARGET_P95_MS = 100

const signIn = async (url: string, username: string): Promise<string> => {
  const res = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  if (!res.ok) throw new Error(`sign-in of ${username} answered ${res.status}`)
  return ((await res.json()) as { sessionID: string }).sessionID
}

/**
 * Each insights call's HTTP time (whole call: session check, queries, JSON) over `rounds` rounds per
 * caller and period, after one warm-up pass over every call and two more calls of the one measured;
 * returns printable lines with p50/p95 and the target.
 */
export const benchInsights = async (server: RunningServer, rounds: number): Promise<string[]> => {
  const url = `http://127.0.0.1:${server.port}`
  const lines = [
    `Insights calls, ${rounds} rounds each (ms, HTTP whole call; target p95 <= ${INSIGHTS_TARGET_P95_MS} ms):`,
    "",
    `${"call".padEnd(52)}${"p50".padStart(8)}${"p95".padStart(8)}  ok`,
  ]
  const sessions = new Map<string, Record<string, string>>()
  for (const [username] of CALLERS)
    if (!sessions.has(username))
      sessions.set(username, { authorization: `EC ${await signIn(url, username)}` })
  // One pass over every call first: the first calls after the database opens read its pages from
  // disk, which is the cost of a start, not of a call (steady state is what is measured).
  for (const [username, query] of CALLERS)
    for (const path of CALLS) await getJson(`${url}${path}${query}`, sessions.get(username)!)
  for (const [username, query] of CALLERS) {
    const headers = sessions.get(username)!
    for (const path of CALLS) {
      const target = `${url}${path}${query}`
      for (let i = 0; i < 2; i++) await getJson(target, headers)
      const samples: number[] = []
      for (let i = 0; i < rounds; i++) {
        const started = performance.now()
        await getJson(target, headers)
        samples.push(performance.now() - started)
      }
      const p95 = percentile(samples, 95)
      lines.push(
        `${`${username} ${path}${query}`.padEnd(52)}${percentile(samples, 50).toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}  ${p95 <= INSIGHTS_TARGET_P95_MS ? "yes" : "NO"}`,
      )
    }
  }
  return lines
}
