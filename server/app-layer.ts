import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import type { ServerConfig } from "./config.ts"
import { accessTableProblems } from "./http/access-check.ts"
import { AccountHandlers } from "./http/account.handlers.ts"
import { AdminHandlers } from "./http/admin.handlers.ts"
import { apiDocsRoutes } from "./http/api-docs.ts"
import { ImpersonationHandlers } from "./http/impersonation.handlers.ts"
import { AuthHandlers } from "./http/auth.handlers.ts"
import { ClientLogHandlers } from "./http/client-log.handlers.ts"
import { EquipmentHandlers } from "./http/equipment.handlers.ts"
import { DevHandlers, PasswordHandlers } from "./http/password.handlers.ts"
import { AuthenticationLive } from "./http/authentication.layer.ts"
import { InputErrorsLive } from "./http/input-errors.layer.ts"
import { servedApi } from "./http/openapi-document.ts"
import { answerCompression } from "./http/answer-compression.ts"
import { originOf, responseGuard } from "./http/response-guard.ts"
import { requestBodyLimit } from "./http/body-limit.ts"
import { forwardedHeaders, requestPolicy } from "./http/request-policy.ts"
import { ConfigHandlers, ShellHandlers } from "./http/shell.handlers.ts"
import { DocumentsHandlers, TicketsHandlers } from "./http/tickets.handlers.ts"
import { InsightsHandlers } from "./http/insights.handlers.ts"
import { UsersHandlers } from "./http/users.handlers.ts"
import { EmailChangeHandlers, ProfileHandlers } from "./http/profile.handlers.ts"
import { AppsHandlers, NotificationsHandlers } from "./http/notifications.handlers.ts"
import { TokensHandlers } from "./http/tokens.handlers.ts"
import { RatingLinkHandlers, RatingsHandlers } from "./http/ratings.handlers.ts"
import { WatchersHandlers } from "./http/watchers.handlers.ts"
import { EventsHandlers } from "./http/events.handlers.ts"
import { ChatHandlers } from "./http/chat.handlers.ts"
import { uiRoutes } from "./http/static-files.ts"
import { processConfigOf } from "./shell/public-config.ts"
import type { servicesLayer } from "./services-layer.ts"
import type { Ops } from "./ops/ops-runtime.ts"
import { opsRoutes } from "./ops/ops-routes.ts"

/**
 * All routes: the `/v1` API (+ `/openapi.json`), the load balancer's `/healthz` and `/readyz`, and
 * the built UI with SPA fallback. Throws when the access table and the contract disagree, so an
 * endpoint cannot be served without its rule.
 */
export const makeAppLayer = (config: ServerConfig, services: ReturnType<typeof servicesLayer>, ops: Ops) => {
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
    TokensHandlers,
    RatingsHandlers,
    RatingLinkHandlers,
    WatchersHandlers,
    EventsHandlers,
    ChatHandlers,
  ).pipe(Layer.provide(Layer.mergeAll(AuthenticationLive, InputErrorsLive)))
  const api = HttpApiBuilder.layer(servedApi(config.providerName), { openapiPath: "/openapi.json" }).pipe(
    Layer.provide(handlers),
  )
  // Global router middleware sees every response before it is sent (the serve-level option
  // would run after the response is written).
  // The guard wraps the attachment limit so the 413 it answers also gets the security headers.
  // Compression is outermost: it encodes the final answer, error bodies with their request id
  // included. The observer comes next: it sees the socket's peer (trusted proxy?) and the answer.
  const forwarded = forwardedHeaders(config.trustedProxies)
  const guard = HttpRouter.middleware(
    (app) =>
      answerCompression(
        ops.observe(
          forwarded(
            responseGuard(requestPolicy(requestBodyLimit(app)), {
              chatOrigin: originOf(config.chatUrl),
              lookupOrigin: originOf(config.countryLookupUrl),
            }),
          ),
        ),
      ),
    {
      global: true,
    },
  )
  return Layer.mergeAll(
    api,
    guard,
    ...apiDocsRoutes(config.productName),
    ...opsRoutes(ops.readiness),
    ...uiRoutes(config.uiDir, config.clientLog, processConfigOf(config)),
  ).pipe(Layer.provide(services))
}
