import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signIn } from "../testing/acknowledged-writes.ts"
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts"
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy.ts"
import { postgresTemplate } from "../testing/template-postgres.ts"

/**
 * PostgreSQL restarts, failovers and idle-connection kills must not end the server: it answers 503
 * naming the cause while the database is away and serves again by itself once it is back. Runs
 * against the real PostgreSQL that `.ci/run` starts (PORTAL_TEST_DATABASE_URL), through a relay
 * the test can cut.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
const name = `portal_recovery_${process.pid}_${Date.now()}`
let admin: pg.Client
let proxy: TcpProxy
let server: ServerProcess
let session: string

const leftMenu = async () => {
  const response = await fetch(`${server.url}/v1/leftmenu`, { headers: { authorization: `EC ${session}` } })
  return {
    status: response.status,
    body: (await response.json()) as { _tag?: string; message?: string; requestId?: string },
  }
}

/** Calls until one answers 200 (at most `tries`, 250 ms apart); returns every status seen. */
const untilServing = async (tries = 40) => {
  const seen: number[] = []
  for (let i = 0; i < tries; i++) {
    const { status } = await leftMenu()
    seen.push(status)
    if (status === 200) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return seen
}

describe.runIf(adminUrl !== undefined && adminUrl !== "")(
  "a server on PostgreSQL that loses its database",
  () => {
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      // Migrated and seeded at the tiny scale (a copy of the run's template), as the server would.
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(adminUrl ?? "")}`)
      const target = new URL(adminUrl ?? "")
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      const url = new URL(adminUrl ?? "")
      url.host = `127.0.0.1:${proxy.port}`
      url.pathname = `/${name}`
      server = await startServerProcess({
        DATABASE_URL: url.toString(),
        PORTAL_SEED_SCALE: "tiny",
        PORTAL_METRICS_PORT: "0",
        PORTAL_LOG_FORMAT: "json",
      })
      session = await signIn(server.url, "acme.user")
    }, 180_000)

    afterAll(async () => {
      await server?.kill("SIGTERM")
      await proxy?.up().catch(() => undefined)
      await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin?.end()
    })

    it("lives through its connections being terminated and serves the next calls", async () => {
      expect((await leftMenu()).status).toBe(200)
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      )
      const seen = await untilServing()
      expect(seen.at(-1)).toBe(200)
      expect(seen.filter((s) => s !== 200 && s !== 503)).toEqual([])
      expect(server.child.exitCode).toBeNull()
    })

    it("answers 503 naming the cause while the database is gone, and recovers without a restart", async () => {
      await proxy.down()
      const gone = await leftMenu()
      expect(gone.status).toBe(503)
      expect(gone.body._tag).toBe("ServiceUnavailable")
      expect(gone.body.message).toMatch(/database cannot be reached/)
      // The warning it logs names the request id the answer gave the customer.
      expect(gone.body.requestId).toMatch(/^[0-9a-f-]{36}$/)
      const warning = server
        .output()
        .split("\n")
        .find((line) => line.includes(`[request ${gone.body.requestId}]`))
      expect(JSON.parse(warning ?? "null")).toMatchObject({ level: "WARN" })
      expect(server.output()).toContain(
        `"requestId":"${gone.body.requestId}","method":"GET","route":"/v1/leftmenu","status":503`,
      )
      // A reset link's token stays out of that line (the path is logged masked).
      const token = "Erm8owIqOi4b0CBt76FI5sX40lkLGCL6wjtLrHV2"
      expect((await fetch(`${server.url}/v1/reset/${token}`)).status).toBe(503)
      expect(server.output()).toContain("GET /v1/reset/:token")
      expect(server.output()).not.toContain(token)
      // The load balancer takes the process out (readiness) without restarting it (liveness).
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(503)
      const report = (await ready.json()) as { status: string; checks: { database: { ok: boolean } } }
      expect(report.status).toBe("not ready")
      expect(report.checks.database.ok).toBe(false)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect(server.child.exitCode).toBeNull()
      await proxy.up()
      const seen = await untilServing()
      expect(seen.at(-1)).toBe(200)
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      expect(server.child.exitCode).toBeNull()
    })

    it("reports the pool's connections on the metrics port", async () => {
      const metricsUrl = /Metrics: (http:\/\/\S+)/.exec(server.output())?.[1]
      expect(metricsUrl).toBeDefined()
      const text = await (await fetch(metricsUrl!)).text()
      expect(
        Number(/^portal_db_pool_connections\{state="total"\} (\d+)/m.exec(text)?.[1]),
      ).toBeGreaterThanOrEqual(1)
      // Read before the scrape's own outbox and session counts take connections: an idle server waits for none.
      expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} \d+$/m)
      expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} 0$/m)
    })
  },
)
