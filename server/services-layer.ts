import { Effect, Layer } from "effect"
import type { ServerConfig } from "./config.ts"
import type { Db } from "./db/client.ts"
import { makeSignInThrottle } from "./auth/sign-in-throttle.ts"
import { makeClientLogThrottle } from "./client-log/client-log-throttle.ts"
import { countedLimits } from "./limits/counted-limits.ts"
import { sweepForever } from "./limits/limit-sweep.ts"
import { startMailDelivery } from "./mail/delivery.ts"
import { startInboundSmtp } from "./mail/inbound/smtp-listener.ts"
import {
  AppConfig,
  ClientLogThrottle,
  Database,
  ExportGate,
  LiveEvents,
  Mail,
  SignInThrottle,
  XlsxWorkers,
} from "./services.ts"
import { makeLiveHub } from "./events/live-hub.ts"
import { makeExportGate } from "./tickets/export-gate.ts"
import { makeXlsxWorkers } from "./tickets/ticket-xlsx.worker-pool.ts"

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
                pollMs: config.mailPollMs,
              }),
            ),
            (delivery) => Effect.promise(() => delivery.close()),
          )
        : Effect.succeed(undefined),
      (delivery) => ({
        brand: { productName: config.productName, providerName: config.providerName },
        links,
        wake: () => delivery?.wake(),
        replyDomain: config.replyDomain,
      }),
    ),
  )

/**
 * The inbound SMTP listener of replies by email (PORTAL_INBOUND_SMTP_PORT; off when unset): starts
 * with the server, ends with it; `inbound.port` tells the port it listens on.
 */
const inboundLayer = (config: ServerConfig, db: Db, inbound: { port?: number }) =>
  config.inboundSmtpPort === undefined
    ? Layer.empty
    : Layer.effectDiscard(
        Effect.gen(function* () {
          const mail = yield* Mail
          const listener = yield* Effect.acquireRelease(
            Effect.promise(() => startInboundSmtp({ config, db, mail, port: config.inboundSmtpPort! })),
            (l) => Effect.promise(() => l.close()),
          )
          inbound.port = listener.port
        }),
      )

/** The server's services; the limits they count live in the database, shared by every process. */
export const servicesLayer = (
  config: ServerConfig,
  db: Db,
  links: { base: string } = { base: "" },
  inbound: { port?: number } = {},
) =>
  Layer.mergeAll(
    inboundLayer(config, db, inbound).pipe(Layer.provideMerge(mailLayer(config, db, links))),
    Layer.succeed(Database, db),
    // One listener per process, stopped with the server.
    Layer.effect(
      LiveEvents,
      Effect.acquireRelease(
        Effect.sync(() => makeLiveHub(db)),
        (hub) => Effect.promise(() => hub.close()),
      ),
    ),
    Layer.succeed(AppConfig, config),
    Layer.succeed(SignInThrottle, makeSignInThrottle(db, config.signInsPerAddress)),
    Layer.succeed(ClientLogThrottle, makeClientLogThrottle(db)),
    Layer.succeed(ExportGate, makeExportGate(db, config.exportsAtOnce)),
    // Ended windows of the counted limits go, a bounded batch a minute, until the server ends.
    Layer.effectDiscard(Effect.forkScoped(sweepForever(db, countedLimits(config)))),
    // Worker threads end with the server.
    Layer.effect(
      XlsxWorkers,
      Effect.acquireRelease(Effect.sync(makeXlsxWorkers), (workers) => Effect.promise(() => workers.close())),
    ),
  )
