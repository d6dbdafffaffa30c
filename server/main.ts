import { startServer } from "./app.ts"
import { loadConfig } from "./config.ts"
import { isSeedScale } from "./seed/seed-scale.ts"
import { demoSignInsTable } from "./seed/demo-sign-ins.ts"

/**
 * CLI entry: reads the environment, migrates, seeds an empty database (PORTAL_SEED_SCALE, default
 * demo), listens and prints the URL. Stops gracefully on SIGINT/SIGTERM (see `RunningServer.close`).
 */
export const main = async (): Promise<void> => {
  const config = loadConfig(process.env)
  const scale = process.env.PORTAL_SEED_SCALE ?? "demo"
  if (!isSeedScale(scale)) throw new Error(`PORTAL_SEED_SCALE must be tiny, demo or large, got ${scale}`)
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`
  console.log(`Opening database: ${where}`)
  const server = await startServer({ scale, logRequests: process.env.PORTAL_LOG_REQUESTS === "1" })
  if (server.seeded) {
    const s = server.seeded
    console.log(
      `Seeded ${s.scale} data: ${s.tickets} tickets, ${s.equipment} equipment, ${s.users} users (${s.millis} ms)`,
    )
  }
  console.log(`\n${config.productName} is running at ${server.url}\n`)
  // Never the SMTP URL itself: it may hold a password.
  console.log(
    config.smtpUrl
      ? "Mail: delivered over SMTP (PORTAL_SMTP_URL)."
      : "Mail: kept in the outbox only (PORTAL_SMTP_URL unset).",
  )
  if (config.demoMode)
    console.log(`Demo mode: the mail the portal sends is listed at ${server.url}/v1/dev/outbox\n`)
  if (server.metricsPort !== undefined)
    console.log(`Metrics: http://${config.metricsHost}:${server.metricsPort}/metrics\n`)
  console.log(demoSignInsTable())
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    console.log(
      `Stopping: /readyz answers 503; requests in flight get at most ${config.shutdownDrainMs / 1000} s to finish`,
    )
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
