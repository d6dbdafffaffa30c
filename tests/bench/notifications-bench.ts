import { sql } from "drizzle-orm"
import type { RunningServer } from "../../server/app.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { getJson } from "./http-get.ts"
import { percentile } from "./stats.ts"

export const NOTIFICATIONS_TARGET_P95_MS = 20
/** Notifications in the table while measuring; half of them belong to the measured user. */
export const NOTIFICATION_ROWS = 100_000

const signIn = async (url: string, username: string): Promise<{ sessionID: string; userID: number }> => {
  const res = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  if (!res.ok) throw new Error(`sign-in of ${username} answered ${res.status}`)
  return (await res.json()) as { sessionID: string; userID: number }
}

/** Fills the table to 100,000 rows: half for acme.admin, the rest spread over every other user. */
const fill = async (server: RunningServer, adminId: number) => {
  const [{ n } = { n: 0 }] = await server.db.run<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM notifications`,
  )
  const missing = NOTIFICATION_ROWS - n
  if (missing <= 0) return
  await server.db.run(sql`
    INSERT INTO notifications (userid, event_type, message, link, seen, created_at)
    SELECT CASE WHEN g % 2 = 0 THEN ${adminId}
                ELSE (SELECT userid FROM users ORDER BY userid OFFSET (g % (SELECT count(*) FROM users)) LIMIT 1) END,
           'TICKET_COMMENT_ADDED', 'Bench comment on Service Ticket #' || g, '/tickets/' || g, g % 10 <> 0,
           now() - make_interval(secs => g)
      FROM generate_series(1, ${missing}) g`)
  await server.db.exec("ANALYZE notifications")
}

/**
 * GET /v1/user/notifications/:id p50/p95 (first page and a later one) with 100,000 notifications
 * in the table, and the time from POST /v1/ticket until the ticket's notification is readable by
 * a subscribed colleague (acme.admin).
 */
export const benchNotifications = async (server: RunningServer, rounds: number): Promise<string[]> => {
  const url = `http://127.0.0.1:${server.port}`
  const admin = await signIn(url, "acme.admin")
  const user = await signIn(url, "acme.user")
  await fill(server, admin.userID)
  const headers = { authorization: `EC ${admin.sessionID}` }
  const lines = [
    `Notifications with ${NOTIFICATION_ROWS.toLocaleString("en-US")} rows (ms, HTTP whole call; target p95 <= ${NOTIFICATIONS_TARGET_P95_MS} ms):`,
    "",
    `${"call".padEnd(52)}${"p50".padStart(8)}${"p95".padStart(8)}  ok`,
  ]
  for (const query of ["", "?offset=20&limit=10", "?offset=5000&limit=10"]) {
    const target = `${url}/v1/user/notifications/${admin.userID}${query}`
    for (let i = 0; i < 3; i++) await getJson(target, headers)
    const samples: number[] = []
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      await getJson(target, headers)
      samples.push(performance.now() - started)
    }
    const p95 = percentile(samples, 95)
    lines.push(
      `${`GET /v1/user/notifications/:id${query}`.padEnd(52)}${percentile(samples, 50).toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}  ${p95 <= NOTIFICATIONS_TARGET_P95_MS ? "yes" : "NO"}`,
    )
  }
  const [placement] = await server.db.run<{ agreementid: number; locationid: number }>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
        WHERE a.companyid = 2 AND a.active ORDER BY 1, 2 LIMIT 1`,
  )
  const delays: number[] = []
  for (let i = 0; i < Math.min(rounds, 20); i++) {
    const started = performance.now()
    const res = await fetch(`${url}/v1/ticket`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `EC ${user.sessionID}` },
      body: JSON.stringify({ ...placement, problem: `Bench ticket ${i}`, contactname: "Andy Ackerman" }),
    })
    const { ticketid } = (await res.json()) as { ticketid: number }
    for (;;) {
      const page = await getJson<{ items: Array<{ link: string | null }> }>(
        `${url}/v1/user/notifications/${admin.userID}?limit=5`,
        headers,
      )
      if (page.items.some((n) => n.link === `/tickets/${ticketid}`)) break
    }
    delays.push(performance.now() - started)
  }
  lines.push(
    "",
    `Ticket created -> notification readable by a subscribed colleague (POST /v1/ticket, then GET until it shows), ${delays.length} tickets:`,
    `  p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms (in the same transaction: readable on the first read after the POST answers)`,
  )
  return lines
}
