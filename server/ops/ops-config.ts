import { nonEmpty, seconds } from "../config-values.ts"

/** Settings for running the portal in production: logs, metrics and shutdown (README "Operations"). */
export interface OpsConfig {
  /**
   * PORTAL_LOG_FORMAT: `json` logs one JSON line per request (time, request id, method, route
   * template, status, duration, user id); `text` (default) logs request lines only with
   * PORTAL_LOG_REQUESTS=1.
   */
  readonly logFormat: "text" | "json"
  /** PORTAL_METRICS_PORT: Prometheus text at `/metrics` on this port; unset: no metrics server. */
  readonly metricsPort: number | undefined
  /** PORTAL_METRICS_HOST: the interface the metrics port listens on (default 127.0.0.1). */
  readonly metricsHost: string
  /**
   * PORTAL_SHUTDOWN_DELAY_SECONDS (default 0): after SIGTERM, how long `/readyz` answers 503 while
   * the server still serves, so a load balancer stops sending before the port closes.
   */
  readonly shutdownDelayMs: number
  /** PORTAL_SHUTDOWN_DRAIN_SECONDS (default 10): longest requests in flight may take to finish. */
  readonly shutdownDrainMs: number
}

const port = (raw: string | undefined): number | undefined => {
  const text = nonEmpty(raw)
  if (text === undefined) return undefined
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORTAL_METRICS_PORT must be 0-65535, got ${raw}`)
  return n
}

export const loadOpsConfig = (env: Record<string, string | undefined>): OpsConfig => {
  const format = nonEmpty(env.PORTAL_LOG_FORMAT)?.toLowerCase() ?? "text"
  if (format !== "text" && format !== "json")
    throw new Error(`PORTAL_LOG_FORMAT must be text or json, got ${env.PORTAL_LOG_FORMAT}`)
  return {
    logFormat: format,
    metricsPort: port(env.PORTAL_METRICS_PORT),
    metricsHost: nonEmpty(env.PORTAL_METRICS_HOST) ?? "127.0.0.1",
    shutdownDelayMs: seconds("PORTAL_SHUTDOWN_DELAY_SECONDS", env.PORTAL_SHUTDOWN_DELAY_SECONDS, 0) * 1000,
    shutdownDrainMs: seconds("PORTAL_SHUTDOWN_DRAIN_SECONDS", env.PORTAL_SHUTDOWN_DRAIN_SECONDS, 10) * 1000,
  }
}
