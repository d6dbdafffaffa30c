import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { sql } from "drizzle-orm"
import { exportFileId } from "../../core/domain/tickets/export.ts"
import type { RunningServer } from "../../server/app.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import { getJson } from "./http-get.ts"

/** Rows of the exports measured: a tenth of the target and the target of issue 27. */
const SIZES = [10_000, 100_000] as const
const SAMPLE_MS = 25

const signIn = async (url: string): Promise<string> => {
  const res = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "sysadmin", password: demoPassword }),
  })
  if (!res.ok) throw new Error(`sign-in of sysadmin answered ${res.status}`)
  return ((await res.json()) as { sessionID: string }).sessionID
}

/** The first day from which on about `rows` tickets were created (whole days, the list's zone). */
const fromDayFor = async (server: RunningServer, rows: number): Promise<string | undefined> => {
  const [row] = await server.db.run<{ day: string | null }>(
    sql`SELECT (SELECT to_char(createddateutc, 'YYYY-MM-DD') FROM tickets
          ORDER BY createddateutc DESC, ticketid DESC OFFSET ${rows - 1} LIMIT 1) AS day`,
  )
  return row?.day ?? undefined
}

/**
 * GET /v1/excel/tickets for staff over the tickets of the last days that hold about 10,000 and
 * 100,000 rows, sampling this process's RSS (server, workers and client share it) every 25 ms while
 * the sheet is written: memory that stays flat grows about as much for 100,000 rows as for 10,000.
 */
export const benchExport = async (server: RunningServer): Promise<string[]> => {
  const url = `http://127.0.0.1:${server.port}`
  const session = await signIn(url)
  // The bench's own database: earlier runs within the hour must not spend staff's exports an hour
  // (`USAGE_LIMITS.ticketExport`), or a rerun would measure a 429.
  await server.db.run(sql`DELETE FROM rate_limits WHERE name = ${USAGE_LIMITS.ticketExport.name}`)
  const lines = ["Export (staff, GET /v1/excel/tickets; RSS of the bench process, MB):", ""]
  lines.push("rows      seconds  RSS before  peak  growth")
  for (const size of SIZES) {
    const from = await fromDayFor(server, size)
    if (from === undefined) {
      lines.push(`${size}: fewer tickets than that in this database`)
      continue
    }
    const query = new URLSearchParams({ "calldate(btwn)": `${from}:2099-12-31`, timezone: "UTC" })
    const before = process.memoryUsage.rss()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, SAMPLE_MS)
    const started = performance.now()
    let fileid: string | undefined
    try {
      const made = await getJson<{ url: string; rows?: number }>(`${url}/v1/excel/tickets?${query}`, {
        authorization: `EC ${session}`,
      })
      fileid = exportFileId(made.url)
    } finally {
      clearInterval(sampler)
    }
    const seconds = (performance.now() - started) / 1000
    const [counted] = await server.db.run<{ n: number }>(
      sql`SELECT row_count AS n FROM ticket_exports WHERE fileid = ${fileid ?? ""}`,
    )
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0).padStart(5)
    lines.push(
      `${String(counted?.n ?? "?").padEnd(9)} ${seconds.toFixed(1).padStart(7)}  ${mb(before)}      ${mb(peak)}  ${mb(peak - before)}`,
    )
  }
  return lines
}
