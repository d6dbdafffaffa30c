import { describe, expect, it } from "vitest"
import type { Db } from "../db/client.ts"
import { EXPORT_ROUTE, makeMetrics } from "./metrics.ts"

/** Answers the outbox and session counts as a database would. */
const fakeDb = {
  run: async (query: { queryChunks?: ReadonlyArray<unknown> }) =>
    JSON.stringify(query).includes("outbox")
      ? [
          { status: "pending", n: 4 },
          { status: "failed", n: 2 },
        ]
      : [{ n: 7 }],
} as unknown as Db

describe("portal metrics", () => {
  it("counts exports running as the export route's requests in flight", async () => {
    const metrics = makeMetrics(fakeDb)
    metrics.inFlight(EXPORT_ROUTE, 1)
    metrics.inFlight("/v1/config", 1)
    let text = await metrics.registry.metrics()
    expect(text).toMatch(/^portal_exports_running 1$/m)
    expect(text).toMatch(/^portal_http_requests_in_flight 2$/m)
    metrics.inFlight(EXPORT_ROUTE, -1)
    text = await metrics.registry.metrics()
    expect(text).toMatch(/^portal_exports_running 0$/m)
  })

  it("reads the outbox by status and the live sessions at scrape time", async () => {
    const text = await makeMetrics(fakeDb).registry.metrics()
    expect(text).toMatch(/^portal_mail_outbox_messages\{status="pending"\} 4$/m)
    expect(text).toMatch(/^portal_mail_outbox_messages\{status="delivered"\} 0$/m)
    expect(text).toMatch(/^portal_mail_outbox_messages\{status="failed"\} 2$/m)
    expect(text).toMatch(/^portal_sessions_active 7$/m)
  })

  it("reports PostgreSQL pool use when the database has a pool", async () => {
    const text = await makeMetrics(fakeDb, () => ({ total: 10, idle: 3, waiting: 5 })).registry.metrics()
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} 10$/m)
    expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} 3$/m)
    expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} 5$/m)
  })
})
