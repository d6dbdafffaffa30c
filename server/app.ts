import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../core/api/api.ts"
import { filesDirBeside, loadConfig, type ServerConfig } from "./config.ts"
import { type Db, openDatabase } from "./db/client.ts"
import { accessTableProblems } from "./http/access-check.ts"
import { AccountHandlers } from "./http/account.handlers.ts"
import { AdminHandlers } from "./http/admin.handlers.ts"
import { ImpersonationHandlers } from "./http/impersonation.handlers.ts"
import { AuthHandlers } from "./http/auth.handlers.ts"
import { ClientLogHandlers } from "./http/client-log.handlers.ts"
import { EquipmentHandlers } from "./http/equipment.handlers.ts"
import { DevHandlers, PasswordHandlers } from "./http/password.handlers.ts"
import { withClientErrors } from "./http/client-errors.ts"
import { AuthenticationLive } from "./http/authentication.layer.ts"
import { InputErrorsLive } from "./http/input-errors.layer.ts"
import { originOf, responseGuard } from "./http/response-guard.ts"
import { chatOriginOf, supportChatRoute } from "./http/support-chat.ts"
import { requestBodyLimit } from "./http/body-limit.ts"
import { forwardedHeaders, requestPolicy } from "./http/request-policy.ts"
import { redactingRequestLogger } from "./http/request-log.ts"
import { ConfigHandlers, ShellHandlers } from "./http/shell.handlers.ts"
import { DocumentsHandlers, TicketsHandlers } from "./http/tickets.handlers.ts"
import { InsightsHandlers } from "./http/insights.handlers.ts"
import { UsersHandlers } from "./http/users.handlers.ts"
import { EmailChangeHandlers, ProfileHandlers } from "./http/profile.handlers.ts"
import { AppsHandlers, NotificationsHandlers } from "./http/notifications.handlers.ts"
import { uiRoutes } from "./http/static-files.ts"
import { prepareDatabase, type SeedReport } from "./seed/seed.ts"
import type { SeedScale } from "./seed/seed-scale.ts"
import { makeSignInThrottle } from "./auth/sign-in-throttle.ts"
import { makeClientLogThrottle } from "./client-log/client-log-throttle.ts"
import { startMailDelivery } from "./mail/delivery.ts"
import { startPgliteMaintenance } from "./db/pglite-maintenance.ts"
import {
  AppConfig,
  ClientLogThrottle,
  Database,
  ExportGate,
  Mail,
  SignInThrottle,
  XlsxWorkers,
} from "./services.ts"
import { makeExportGate } from "./tickets/export-gate.ts"
import { describeLegacyImport, importLegacyFiles } from "./tickets/legacy-files.ts"
import { makeXlsxWorkers } from "./tickets/ticket-xlsx.worker-pool.ts"

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
  /** Log one line per request (default off; the CLI entry turns it on). */
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
  readonly close: () => Promise<void>
}

/**
 * All routes: the `/v1` API (+ `/openapi.json`) and the built UI with SPA fallback. Throws when the
 * access table and the contract disagree, so an endpoint cannot be served without its rule.
 */
export const makeAppLayer = (config: ServerConfig, services: ReturnType<typeof servicesLayer>) => {
  const problems = accessTableProblems()
  if (problems.length > 0)
    throw new Error(`The access table does not match the contract:\n${problems.join("\n")}`)
  const handlers = Layer.mergeAll(
    AuthHandlers,
    AccountHandlers,
    PasswordHandlers,
    DevHandlers,
    ShellHandlers,
    ConfigHandlers,
    TicketsHandlers,
    DocumentsHandlers,
    ClientLogHandlers,
    EquipmentHandlers,
    InsightsHandlers,
    UsersHandlers,
    AdminHandlers,
    ImpersonationHandlers,
    ProfileHandlers,
    EmailChangeHandlers,
    NotificationsHandlers,
    AppsHandlers,
  ).pipe(Layer.provide(Layer.mergeAll(AuthenticationLive, InputErrorsLive)))
  const api = HttpApiBuilder.layer(PortalApi, { openapiPath: "/openapi.json" }).pipe(Layer.provide(handlers))
  // Global router middleware sees every response before it is sent (the serve-level option
  // would run after the response is written).
  // The guard wraps the attachment limit so the 413 it answers also gets the security headers.
  const forwarded = forwardedHeaders(config.trustedProxies)
  const guard = HttpRouter.middleware(
    (app) =>
      forwarded(
        responseGuard(requestPolicy(requestBodyLimit(app)), {
          chatOrigin: chatOriginOf(config.chatUrl),
          lookupOrigin: originOf(config.countryLookupUrl),
        }),
      ),
    {
      global: true,
    },
  )
  return Layer.mergeAll(
    api,
    guard,
    supportChatRoute(config),
    ...uiRoutes(config.uiDir, config.clientLog),
  ).pipe(Layer.provide(services))
}

/** Mail: delivery over SMTP when configured (ends with the server), links from the public address. */
const mailLayer = (config: ServerConfig, db: Db, links: { base: string }) =>
  Layer.effect(
    Mail,
    Effect.map(
      config.smtpUrl
        ? Effect.acquireRelease(
            Effect.sync(() =>
              startMailDelivery(db, {
                smtpUrl: config.smtpUrl!,
                from: config.mailFrom,
                retryMs: config.mailRetryMs,
              }),
            ),
            (delivery) => Effect.promise(() => delivery.close()),
          )
        : Effect.succeed(undefined),
      (delivery) => ({
        brand: { productName: config.productName, providerName: config.providerName },
        links,
        wake: () => delivery?.wake(),
      }),
    ),
  )

/** The server's services; built once per server, so the sign-in throttle is one per server. */
export const servicesLayer = (config: ServerConfig, db: Db, links: { base: string } = { base: "" }) =>
  Layer.mergeAll(
    mailLayer(config, db, links),
    Layer.succeed(Database, db),
    Layer.succeed(AppConfig, config),
    Layer.succeed(SignInThrottle, makeSignInThrottle({ points: config.signInsPerAddress, duration: 300 })),
    Layer.succeed(ClientLogThrottle, makeClientLogThrottle()),
    Layer.succeed(ExportGate, makeExportGate(config.exportsAtOnce)),
    // Worker threads end with the server.
    Layer.effect(
      XlsxWorkers,
      Effect.acquireRelease(Effect.sync(makeXlsxWorkers), (workers) => Effect.promise(() => workers.close())),
    ),
  )

const serverLayer = (config: ServerConfig, db: Db, options: StartOptions, links: { base: string }) => {
  const services = servicesLayer(config, db, links)
  return HttpRouter.serve(makeAppLayer(config, services), {
    // Effect's own logger would name reset and email-change tokens in the path: ours masks them.
    disableLogger: true,
    ...(options.logRequests ? { middleware: redactingRequestLogger } : {}),
    disableListenLog: true,
  }).pipe(
    Layer.provideMerge(
      NodeHttpServer.layer(() => withClientErrors(createServer()), { port: config.port, host: options.host }),
    ),
    // Handlers' per-request services are resolved when the server layer is built.
    Layer.provide(services),
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
    const context = await Effect.runPromise(
      Layer.buildWithScope(serverLayer(config, db, options, links), scope),
    )
    const address = Context.get(context, HttpServer.HttpServer).address
    const port = "port" in address ? address.port : config.port
    // Mailed links point at the public address, or at this server when none is configured.
    if (config.publicUrl === undefined) links.base = `http://localhost:${port}`
    const maintenance = startPgliteMaintenance(db, config.pgliteMaintenanceMs)
    const close = async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      await maintenance.close()
      await db.close()
    }
    return { url: `http://localhost:${port}`, port, config, db, seeded, close }
  } catch (error) {
    await db.close()
    throw error
  }
}
