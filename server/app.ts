import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Duration, Effect, Exit, Layer, Logger, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { filesDirBeside, loadConfig, type ServerConfig } from "./config.ts"
import { type Db, openDatabase } from "./db/client.ts"
import { withClientErrors } from "./http/client-errors.ts"
import { withConnectionTimeouts } from "./http/connection-timeouts.ts"
import { redactingRequestLogger } from "./http/request-log.ts"
import { prepareDatabase, type SeedReport } from "./seed/seed.ts"
import type { SeedScale } from "./seed/seed-scale.ts"
import { startPgliteMaintenance } from "./db/pglite-maintenance.ts"
import { describeLegacyImport, importLegacyFiles } from "./tickets/legacy-files.ts"
import { makeAppLayer } from "./app-layer.ts"
import { servicesLayer } from "./services-layer.ts"
import { makeOps, type Ops } from "./ops/ops-runtime.ts"

export interface StartOptions {
  /** 0 picks a free port (tests). Defaults to PORT or 4310. */
  readonly port?: number
  /** Interface to listen on; all interfaces when omitted. */
  readonly host?: string
  readonly dataDir?: string
  readonly databaseUrl?: string
  /** Scale seeded when the database is empty (default `demo`). */
  readonly scale?: SeedScale
  readonly uiDir?: string
  /** Log one text line per request (default off; PORTAL_LOG_FORMAT=json logs JSON lines instead). */
  readonly logRequests?: boolean
  /** Overrides of the environment configuration (product name, ...). */
  readonly config?: Partial<ServerConfig>
}

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly config: ServerConfig
  /** The server's database handle, for tests that compare answers with direct SQL. */
  readonly db: Db
  /** Set when this start created and seeded the database. */
  readonly seeded: SeedReport | undefined
  /** The port of `/metrics` when PORTAL_METRICS_PORT is set. */
  readonly metricsPort: number | undefined
  /**
   * Graceful stop: `/readyz` answers 503 at once, the port stays open PORTAL_SHUTDOWN_DELAY_SECONDS,
   * then takes no new connection while requests in flight finish (at most
   * PORTAL_SHUTDOWN_DRAIN_SECONDS), then the database closes.
   */
  readonly close: () => Promise<void>
}

const serverLayer = (
  config: ServerConfig,
  db: Db,
  options: StartOptions,
  links: { base: string },
  ops: Ops,
) => {
  const services = servicesLayer(config, db, links)
  return HttpRouter.serve(makeAppLayer(config, services, ops), {
    // Effect's own logger would name reset and email-change tokens in the path: ours masks them.
    disableLogger: true,
    ...(options.logRequests && config.logFormat !== "json" ? { middleware: redactingRequestLogger } : {}),
    disableListenLog: true,
  }).pipe(
    Layer.provideMerge(
      NodeHttpServer.layer(() => withClientErrors(withConnectionTimeouts(createServer())), {
        port: config.port,
        host: options.host,
        // Closing stops new connections and waits this long for requests in flight.
        gracefulShutdownTimeout: Duration.millis(config.shutdownDrainMs),
      }),
    ),
    // Handlers' per-request services are resolved when the server layer is built.
    Layer.provide(services),
    // PORTAL_LOG_FORMAT=json: the server's own warnings and errors are JSON lines too.
    Layer.provide(config.logFormat === "json" ? Logger.layer([Logger.consoleJson]) : Layer.empty),
  )
}

/** Attachments and exports of earlier versions, still files in the old folder, move into their rows. */
const importOldFiles = async (db: Db, config: ServerConfig) => {
  const result = await importLegacyFiles(db, config.legacyFilesDir)
  for (const line of describeLegacyImport(result, config.legacyFilesDir)) console.warn(line)
}

/** Opens the database, migrates, seeds when empty, and listens. */
export const startServer = async (options: StartOptions = {}): Promise<RunningServer> => {
  const env = loadConfig(process.env)
  const config: ServerConfig = {
    ...env,
    ...options.config,
    port: options.port ?? env.port,
    dataDir: options.dataDir ?? env.dataDir,
    // A caller that picks its own database folder (tests, e2e) imports from the folder beside it.
    legacyFilesDir:
      options.config?.legacyFilesDir ??
      (options.dataDir ? filesDirBeside(options.dataDir) : env.legacyFilesDir),
    databaseUrl: options.databaseUrl ?? env.databaseUrl,
    uiDir: options.uiDir ?? env.uiDir,
  }
  const db = await openDatabase(config)
  try {
    const seeded = await db.exclusively(async () => {
      const report = await prepareDatabase(db, options.scale ?? "demo")
      await importOldFiles(db, config)
      return report
    })
    const scope = Effect.runSync(Scope.make())
    const links = { base: config.publicUrl ?? "" }
    const ops = makeOps(config, db)
    const context = await Effect.runPromise(
      Layer.buildWithScope(serverLayer(config, db, options, links, ops), scope),
    )
    const address = Context.get(context, HttpServer.HttpServer).address
    const port = "port" in address ? address.port : config.port
    // Mailed links point at the public address, or at this server when none is configured.
    if (config.publicUrl === undefined) links.base = `http://localhost:${port}`
    const maintenance = startPgliteMaintenance(db, config.pgliteMaintenanceMs)
    const metrics = await ops.startMetrics()
    const close = async () => {
      ops.readiness.stop()
      if (config.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDelayMs))
      await Effect.runPromise(Scope.close(scope, Exit.void))
      await metrics?.close()
      await maintenance.close()
      await db.close()
    }
    return { url: `http://localhost:${port}`, port, config, db, seeded, metricsPort: metrics?.port, close }
  } catch (error) {
    await db.close()
    throw error
  }
}
