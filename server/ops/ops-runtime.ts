import type { ServerConfig } from "../config.ts"
import type { Db } from "../db/client.ts"
import { contractEndpoints } from "../http/access-check.ts"
import { trustedNetworks } from "../http/request-policy.ts"
import { makeMetrics, type PortalMetrics } from "./metrics.ts"
import { type MetricsServer, startMetricsServer } from "./metrics-server.ts"
import { observeRequests } from "./observe.ts"
import { OPS_PATHS } from "./ops-routes.ts"
import { makeReadiness, type Readiness } from "./readiness.ts"
import { makeRouteTemplates } from "./route-template.ts"
import { runRows } from "../db/rows.ts"
import { schemaMigrations } from "../db/schema.ts"
import { sql } from "drizzle-orm"

/** What one server runs for its operator: readiness, the request observer, and metrics when asked. */
export interface Ops {
  readonly readiness: Readiness
  readonly observe: ReturnType<typeof observeRequests>
  /** Starts the metrics port when PORTAL_METRICS_PORT is set. */
  readonly startMetrics: () => Promise<MetricsServer | undefined>
}

/** Prints a JSON line as it is (one `console.log` per request). */
const printLine = (line: string) => console.log(line)

export const makeOps = (config: ServerConfig, db: Db): Ops => {
  const readiness = makeReadiness(async () =>
    (await runRows(db, { name: schemaMigrations.name }, sql`SELECT name FROM schema_migrations`)).map(
      (r) => r.name,
    ),
  )
  const metrics: PortalMetrics | undefined =
    config.metricsPort === undefined ? undefined : makeMetrics(db, db.poolStats)
  const observe = observeRequests({
    templateOf: makeRouteTemplates(contractEndpoints(), [...OPS_PATHS, "/openapi.json"]),
    trustedProxies: trustedNetworks(config.trustedProxies),
    metrics,
    log: config.logFormat === "json" ? printLine : undefined,
  })
  return {
    readiness,
    observe,
    startMetrics: async () =>
      metrics === undefined || config.metricsPort === undefined
        ? undefined
        : startMetricsServer(metrics.registry, config.metricsPort, config.metricsHost),
  }
}
