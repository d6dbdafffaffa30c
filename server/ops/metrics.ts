import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client"
import type { Db } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"
import { outbox as outboxTable } from "../db/schema.ts"
import { sql } from "drizzle-orm"

/** The export route: its requests in flight are the spreadsheet exports running in this process. */
export const EXPORT_ROUTE = "/v1/excel/tickets"

/** Pool use of node-postgres; PGlite has one in-process connection and reports none. */
export interface PoolStats {
  readonly total: number
  readonly idle: number
  readonly waiting: number
}

export interface PortalMetrics {
  readonly registry: Registry
  /** A request answered: its duration by route template, method and status. */
  readonly observe: (route: string, method: string, status: number, seconds: number) => void
  /** A request started (`+1`) or ended (`-1`) on `route`. */
  readonly inFlight: (route: string, delta: 1 | -1) => void
}

/** The gauges read from the database at scrape time: mail outbox and live sessions. */
const databaseGauges = (registry: Registry, db: Db) => {
  const outbox = new Gauge({
    name: "portal_mail_outbox_messages",
    help: "Messages in the mail outbox by delivery status (pending, delivered, failed)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const rows = await runRows(
        db,
        { status: outboxTable.status, n: computed<number>() },
        sql`SELECT status, count(*)::int AS n FROM outbox GROUP BY status`,
      )
      this.reset()
      for (const status of ["pending", "delivered", "failed"]) this.set({ status }, 0)
      for (const row of rows) this.set({ status: row.status }, row.n)
    },
  })
  const sessions = new Gauge({
    name: "portal_sessions_active",
    help: "Sessions that have not ended or expired",
    registers: [registry],
    async collect() {
      const [row] = await runRows(
        db,
        { n: computed<number>() },
        sql`SELECT count(*)::int AS n FROM sessions WHERE ended IS NULL AND expires > now()`,
      )
      this.set(row?.n ?? 0)
    },
  })
  return [outbox, sessions]
}

const poolGauge = (registry: Registry, pool: () => PoolStats) =>
  new Gauge({
    name: "portal_db_pool_connections",
    help: "PostgreSQL pool connections: total open, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = pool()
      this.set({ state: "total" }, stats.total)
      this.set({ state: "idle" }, stats.idle)
      this.set({ state: "waiting" }, stats.waiting)
    },
  })

/**
 * One registry per server (tests run several servers in one process): request durations, requests
 * and exports in flight, the database's outbox and sessions, pool use on PostgreSQL, and prom-client's
 * default process metrics (memory, CPU, event-loop delay, garbage collection).
 */
export const makeMetrics = (db: Db, pool?: () => PoolStats): PortalMetrics => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to answer a request (until its headers), by route template, method and status",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const inFlight = new Gauge({
    name: "portal_http_requests_in_flight",
    help: "Requests being answered now",
    registers: [registry],
  })
  const exports = new Gauge({
    name: "portal_exports_running",
    help: "Spreadsheet exports this process is writing now",
    registers: [registry],
  })
  // Collections start in this order: the pool is read before the scrape's own queries wait for it.
  if (pool) poolGauge(registry, pool)
  databaseGauges(registry, db)
  return {
    registry,
    observe: (route, method, status, seconds) =>
      duration.observe({ route, method, status: String(status) }, seconds),
    inFlight: (route, delta) => {
      inFlight.inc(delta)
      if (route === EXPORT_ROUTE) exports.inc(delta)
    },
  }
}
