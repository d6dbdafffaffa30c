import { Effect, Result } from "effect"
import { HttpMiddleware, HttpServerRequest, HttpServerResponse } from "effect/http"
import { IpNetwork } from "effect/net"
import { Forbidden, UnsupportedMediaType } from "../../core/schema/errors.ts"
import { errorResponse } from "../error-response.ts"
import { sessionCookieName } from "../auth/session-store.ts"

const UPLOAD_PATH = /^\/v1\/ticket\/[^/?]+\/attachment\/?(\?|$)/
const NEW_TICKET_FILES_PATH = /^\/v1\/ticket\/withfiles\/?(\?|$)/
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])
const ONE_YEAR = 365 * 24 * 60 * 60

/** The proxies of `PORTAL_TRUSTED_PROXIES`; a value that is not a network stops the server at start. */
export const trustedNetworks = (cidrs: ReadonlyArray<string>): ReadonlyArray<IpNetwork.IpNetwork> =>
  cidrs.map((cidr) => {
    const parsed = IpNetwork.fromString(cidr)
    if (Result.isFailure(parsed))
      throw new Error(`PORTAL_TRUSTED_PROXIES: ${cidr} is not a network (e.g. 10.0.0.0/8)`)
    return parsed.success
  })

/**
 * GETs that change state: signing out, and starting an export (it writes a file and spends one of the
 * caller's exports an hour, so another site must not start them with the visitor's cookie).
 */
const STATE_CHANGING_GETS = new Set(["/v1/logout", "/v1/excel/tickets"])

/** A call that changes state: any method but GET/HEAD/OPTIONS, and the GETs above. */
const changesState = (request: HttpServerRequest.HttpServerRequest) =>
  !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(request.url.split("?")[0]!)

/** Authenticated by the session cookie alone (a browser sends it to any site's request). */
const byCookieOnly = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers.authorization === undefined && (request.cookies[sessionCookieName] ?? "") !== ""

/**
 * A browser says where a request comes from: `Sec-Fetch-Site` (every current browser), or `Origin`.
 * Without either the caller is not a browser page, so no other site can have made it.
 */
const isSameOrigin = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined) return site === "same-origin" || site === "none"
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

const hasBody = (request: HttpServerRequest.HttpServerRequest) =>
  Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined

/** JSON calls carry JSON; the attachment upload carries raw bytes, a new ticket with files multipart. */
const isAcceptedType = (request: HttpServerRequest.HttpServerRequest) => {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
  if (UPLOAD_PATH.test(request.url)) return type === "application/octet-stream"
  if (NEW_TICKET_FILES_PATH.test(request.url)) return type === "multipart/form-data"
  return type === "application/json" || type.endsWith("+json")
}

/** A body the server would have to decompress: refused, since it is read as sent. */
const isEncoded = (request: HttpServerRequest.HttpServerRequest) => {
  const encoding = (request.headers["content-encoding"] ?? "").trim().toLowerCase()
  return encoding !== "" && encoding !== "identity"
}

const encodedBody = (encoding: string) =>
  errorResponse(
    new UnsupportedMediaType({
      message: `Request bodies are read as sent: Content-Encoding ${encoding} is not accepted; send the body uncompressed`,
    }),
  )

const crossSite = () =>
  errorResponse(
    new Forbidden({ message: "Refused: a request that changes data must come from the portal's own pages" }),
  )

const wrongType = () =>
  errorResponse(
    new UnsupportedMediaType({
      message:
        "The body must be JSON (Content-Type: application/json); attachments are sent as application/octet-stream, a new ticket with files as multipart/form-data",
    }),
  )

/**
 * Request rules before any handler: cookie-authenticated calls that change state must come from the
 * portal's own origin (no cross-site request forgery), `/v1` bodies must declare their type and come
 * uncompressed, and
 * https (as a trusted proxy reports it) gets Strict-Transport-Security.
 */
export const requestPolicy = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (request.url.startsWith("/v1/")) {
      if (changesState(request) && byCookieOnly(request) && !isSameOrigin(request)) return crossSite()
      if (!SAFE_METHODS.has(request.method) && hasBody(request) && isEncoded(request))
        return encodedBody(request.headers["content-encoding"]!.trim())
      if (!SAFE_METHODS.has(request.method) && hasBody(request) && !isAcceptedType(request))
        return wrongType()
    }
    const response = yield* app
    return request.protocol === "https"
      ? HttpServerResponse.setHeader(response, "strict-transport-security", `max-age=${ONE_YEAR}`)
      : response
  })

/** Believes X-Forwarded-* from the configured proxies only (client address, https). */
export const forwardedHeaders = (cidrs: ReadonlyArray<string>) => {
  const networks = trustedNetworks(cidrs)
  return networks.length === 0
    ? <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) => app
    : HttpMiddleware.xForwardedHeaders({ trustedProxies: networks })
}
