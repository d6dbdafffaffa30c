/**
 * Issue 29's figures (not part of the suite): time from a comment's POST to its event on another
 * client's stream, and to its text in the ticket's activity in another signed-in browser (Debian's
 * chromium, the built UI), p50/p95 over 100 comments, with one server process and with two on one
 * PostgreSQL (writer on one, reader on the other); then the heap per open stream at 1,000 streams.
 * `node scripts/live-latency.ts` (PORTAL_TEST_DATABASE_URL: an admin URL of PostgreSQL; builds the
 * UI when it is missing or older than its sources).
 */
import { chromium } from "@playwright/test"
import pg from "pg"
import { sql } from "drizzle-orm"
import { startServer, type RunningServer } from "../server/app.ts"
import { openStream } from "../server/events/sse-client.testing.ts"
import { demoPassword } from "../server/seed/seed-catalog.ts"
import { dirname } from "node:path"
import { buildUi, builtIndex, uiNeedsBuild } from "./ui-build.ts"

const adminUrl =
  process.env.PORTAL_TEST_DATABASE_URL ?? "postgres://portal_ci:portal_ci@localhost:5432/postgres"
const COMMENTS = 100

const signIn = async (url: string, username: string) => {
  const r = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  return ((await r.json()) as { sessionID: string }).sessionID
}

const quantile = (sorted: ReadonlyArray<number>, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

/** Posts COMMENTS comments on `writer` and times each one's arrival on a stream of `reader`. */
const latency = async (writer: RunningServer, reader: RunningServer) => {
  const [t] = await writer.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  const author = await signIn(writer.url, "acme.admin")
  const stream = await openStream(reader.url, await signIn(reader.url, "acme.user"))
  const times: Array<number> = []
  for (let i = 0; i < COMMENTS; i++) {
    const before = stream.events.length
    const start = performance.now()
    await fetch(`${writer.url}/v1/activity/tickets`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `EC ${author}` },
      body: JSON.stringify({
        ticketid: t!.ticketid,
        comment: `Latency ${i}`,
        activityid: 3,
        applicationid: 1,
      }),
    }).then((r) => r.arrayBuffer())
    await stream.waitFor((e) => e.kind === "ticket.comment" && stream.events.indexOf(e) >= before)
    times.push(performance.now() - start)
  }
  stream.close()
  const sorted = times.sort((x, y) => x - y)
  return { p50: quantile(sorted, 0.5).toFixed(1), p95: quantile(sorted, 0.95).toFixed(1) }
}

/**
 * Posts COMMENTS comments on `writer` while acme.user's browser shows the ticket from `reader`, and
 * times each from its POST to its text in the page's activity (a MutationObserver stamps the
 * moment; both clocks are this machine's).
 */
const browserLatency = async (writer: RunningServer, reader: RunningServer, tag: string) => {
  const [t] = await writer.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  const author = await signIn(writer.url, "acme.admin")
  const viewer = await fetch(`${reader.url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "acme.user", password: demoPassword }),
  }).then((r) => r.json() as Promise<{ sessionID: string; userID: number; isImpersonation: boolean }>)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  })
  try {
    const page = await browser.newPage()
    await page.addInitScript((value) => window.localStorage.setItem("session", value), JSON.stringify(viewer))
    await page.goto(`${reader.url}/tickets/${t!.ticketid}`)
    await page.getByRole("region", { name: "Activity" }).waitFor()
    await page.evaluate((run) => {
      const seen: Record<string, number> = {}
      ;(window as unknown as { seen: typeof seen }).seen = seen
      const pattern = new RegExp(`Browser latency ${run}-(\\d+)`, "g")
      new MutationObserver(() => {
        for (const match of document.body.innerText.matchAll(pattern)) seen[match[1]!] ??= Date.now()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, tag)
    const times: Array<number> = []
    for (let i = 0; i < COMMENTS; i++) {
      const start = Date.now()
      await fetch(`${writer.url}/v1/activity/tickets`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `EC ${author}` },
        body: JSON.stringify({
          ticketid: t!.ticketid,
          comment: `Browser latency ${tag}-${i}`,
          activityid: 3,
          applicationid: 1,
        }),
      }).then((r) => r.arrayBuffer())
      const shown = await page.waitForFunction(
        (n) => (window as unknown as { seen: Record<string, number> }).seen[String(n)],
        i,
        { timeout: 10_000, polling: 5 },
      )
      times.push(((await shown.jsonValue()) as number) - start)
    }
    const sorted = times.sort((x, y) => x - y)
    return { p50: quantile(sorted, 0.5).toFixed(1), p95: quantile(sorted, 0.95).toFixed(1) }
  } finally {
    await browser.close()
  }
}

/** Opens `n` streams (as many users as the bound needs) and reports the heap growth per stream. */
const memoryPerStream = async (server: RunningServer, n: number) => {
  const session = await signIn(server.url, "acme.user")
  const [u] = await server.db.run<{ userid: number }>(
    sql`SELECT userid FROM users WHERE username = 'acme.user'`,
  )
  // The bound per user would refuse most: this measurement lifts it by clearing the user's rows.
  const streams = []
  global.gc?.()
  const before = process.memoryUsage().heapUsed
  for (let i = 0; i < n; i++) {
    if (i % 8 === 0) await server.db.run(sql`DELETE FROM live_streams WHERE userid = ${u!.userid}`)
    streams.push(await openStream(server.url, session))
  }
  global.gc?.()
  const after = process.memoryUsage().heapUsed
  for (const s of streams) s.close()
  return {
    streams: streams.filter((s) => s.status === 200).length,
    kbPerStream: ((after - before) / n / 1024).toFixed(1),
  }
}

const main = async () => {
  const name = `portal_live_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const options = {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: url.toString(),
    scale: "tiny" as const,
    uiDir: dirname(builtIndex),
    config: { signInsPerAddress: 100_000 },
  }
  if (uiNeedsBuild()) buildUi()
  const a = await startServer(options)
  const b = await startServer(options)
  try {
    console.log("one process (PostgreSQL):", await latency(a, a))
    console.log("two processes (PostgreSQL):", await latency(a, b))
    console.log("in a browser, one process (PostgreSQL):", await browserLatency(a, a, "one"))
    console.log("in a browser, two processes (PostgreSQL):", await browserLatency(a, b, "two"))
    console.log(
      "memory, 1,000 streams on one process (client and server in this process):",
      await memoryPerStream(a, 1_000),
    )
  } finally {
    await a.close()
    await b.close()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

await main()
