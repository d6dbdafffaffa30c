import { randomUUID } from "node:crypto"
import { Effect, Option, Result } from "effect"
import { HttpBody, HttpServerRequest, HttpServerResponse } from "effect/http"
import { IpNetwork, NetAddress } from "effect/net"
import { accessLogLine } from "./access-log.ts"
import type { PortalMetrics } from "./metrics.ts"
import { chooseRequestId } from "./request-id.ts"
import { startNotes } from "./request-notes.ts"

export interface ObserveOptions {
  /** The route template of a request (route-template.ts). */
  readonly templateOf: (method: string, url: string) => string
  /** PORTAL_TRUSTED_PROXIES: only they may name a request's id. */
  readonly trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>
  readonly metrics: PortalMetrics | undefined
  /** Where a JSON request line goes (PORTAL_LOG_FORMAT=json); undefined logs none. */
  readonly log: ((line: string) => void) | undefined
}

/** True when the socket's peer is one of the trusted proxies (an IPv4-mapped IPv6 address counts as IPv4). */
export const isTrustedPeer = (networks: ReadonlyArray<IpNetwork.IpNetwork>, peer: Option.Option<string>) => {
  if (networks.length === 0 || Option.isNone(peer)) return false
  const ip = NetAddress.ipFromString(peer.value)
  if (Result.isFailure(ip)) return false
  const address = NetAddress.toCanonical(ip.success)
  return networks.some((network) => IpNetwork.contains(network, address))
}

const isJson = (contentType: string) => /^application\/([a-z.+-]*\+)?json\b/i.test(contentType)

/**
 * An error answer's JSON object gets `requestId`, so a customer can quote it: added here once for
 * every error (contract errors, routing, the database edge, `/readyz`), not by each handler. An
 * encoded (compressed) or non-object body is left as it is.
 */
export const withRequestId = (
  response: HttpServerResponse.HttpServerResponse,
  requestId: string,
): HttpServerResponse.HttpServerResponse => {
  const body = response.body
  if (response.status < 400 || body._tag !== "Uint8Array" || !isJson(body.contentType)) return response
  if (response.headers["content-encoding"] !== undefined) return response
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body.body))
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return response
    return HttpServerResponse.setBody(response, HttpBody.jsonUnsafe({ ...parsed, requestId }))
  } catch {
    return response
  }
}

const withRequestIdHeader = (response: HttpServerResponse.HttpServerResponse, requestId: string) =>
  HttpServerResponse.setHeader(withRequestId(response, requestId), "x-request-id", requestId)

/**
 * Outermost middleware: gives each request its id (`X-Request-Id` on every answer, `requestId` in
 * error bodies), times it into the duration histogram by route template, and writes the JSON log
 * line. The log names the route template, never the path, query, headers or body: no id, token,
 * password or cookie can reach it.
 */
export const observeRequests =
  (options: ObserveOptions) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const fromProxy = isTrustedPeer(options.trustedProxies, request.peerAddress)
      const requestId = chooseRequestId(request.headers["x-request-id"], fromProxy, randomUUID)
      const notes = startNotes(request.source, requestId)
      // Timing and the route table cost only when metrics or the JSON log record them.
      if (options.metrics === undefined && options.log === undefined)
        return withRequestIdHeader(yield* app, requestId)
      const route = options.templateOf(request.method, request.url)
      const started = performance.now()
      options.metrics?.inFlight(route, 1)
      const response = yield* app.pipe(
        Effect.ensuring(Effect.sync(() => options.metrics?.inFlight(route, -1))),
      )
      const ms = performance.now() - started
      options.metrics?.observe(route, request.method, response.status, ms / 1000)
      options.log?.(
        accessLogLine({
          time: new Date(),
          requestId,
          method: request.method,
          route,
          status: response.status,
          ms,
          userId: notes.userId,
        }),
      )
      return withRequestIdHeader(response, requestId)
    })
