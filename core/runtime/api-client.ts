import { Context, type Duration, Effect, Layer } from "effect"
import { HttpClient, HttpClientError, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { PortalApi } from "../api/api.ts"
import { TIMEOUTS } from "../domain/constants.ts"
import { authorizationOf } from "../domain/tokens/personal-tokens.ts"
import { lazyGroups } from "./lazy-groups.ts"
import { readSession } from "./session-store.ts"
import { Storage, type StorageShape } from "./storage.ts"

/** The typed `/v1` client derived from the contract: `client.auth.login({ payload })`, `client.shell.leftMenu()`. */
export type PortalClientShape = HttpApiClient.ForApi<typeof PortalApi>

/** The derived PortalApi client as a service. Built over whatever `HttpClient` is in context. */
export class PortalClient extends Context.Service<PortalClient, PortalClientShape>()("portal/PortalClient") {}

export interface PortalClientOptions {
  /** Origin of the backend, e.g. `http://localhost:4310`; "" for same-origin in the browser. */
  readonly baseUrl: string
  /** Per-request time limit; defaults to 180 s. */
  readonly timeout?: Duration.Input
  /**
   * Called on a 401 answer to a request sent under the session still stored, except the sign-in
   * calls (where 401 means wrong credentials).
   */
  readonly onUnauthorized?: (request: HttpClientRequest.HttpClientRequest) => void
}

const SIGN_IN_PATHS = [/\/v1\/login$/, /\/v1\/login\/attempts$/]

/** True for POST /v1/login and /v1/login/attempts, whose 401 is not a lost session. */
export const isSignInRequest = (request: HttpClientRequest.HttpClientRequest): boolean => {
  const path = request.url.split("?")[0] ?? ""
  return SIGN_IN_PATHS.some((pattern) => pattern.test(path))
}

/** POST /v1/impersonation/end: the session it is sent under ends on purpose once it is answered. */
const isSessionEndingRequest = (request: HttpClientRequest.HttpClientRequest): boolean =>
  request.method === "POST" && /\/v1\/impersonation\/end$/.test(request.url.split("?")[0] ?? "")

/**
 * The sessions whose end this transport has asked for (an impersonation the viewer leaves): a 401
 * to a call under one, while the end is under way or just answered, is that end and no lost
 * session, even before the staff session is stored again (a live stream closed by the end and
 * reopened at once answered 401 and sent the staff member to the login screen). A refused or failed
 * end takes its session off the list: its 401s count again.
 */
const endingSessions = () => {
  const ending = new Set<string>()
  const authOf = (request: HttpClientRequest.HttpClientRequest) => request.headers.authorization ?? ""
  return {
    sent: (request: HttpClientRequest.HttpClientRequest) => {
      if (isSessionEndingRequest(request)) ending.add(authOf(request))
      return request
    },
    answered: (request: HttpClientRequest.HttpClientRequest, ok: boolean) => {
      if (isSessionEndingRequest(request) && !ok) ending.delete(authOf(request))
    },
    has: (request: HttpClientRequest.HttpClientRequest) => ending.has(authOf(request)),
  }
}

const withSessionHeader = (storage: StorageShape) => (request: HttpClientRequest.HttpClientRequest) => {
  const session = readSession(storage)
  if (session === null) return request
  return HttpClientRequest.setHeader(request, "authorization", authorizationOf(session.sessionID))
}

/**
 * True when the request went out under the session stored now (or with none, when none is stored).
 * A 401 to a request sent under an earlier session (an impersonation that has just ended, a
 * sign-in that replaced the session while the request was in flight) says nothing about the
 * current one, so it must not end it.
 */
const sentUnderCurrentSession = (storage: StorageShape, request: HttpClientRequest.HttpClientRequest) => {
  const session = readSession(storage)
  const current = session === null ? undefined : authorizationOf(session.sessionID)
  return request.headers.authorization === current
}

const timeoutError = (request: HttpClientRequest.HttpClientRequest) =>
  new HttpClientError.HttpClientError({
    reason: new HttpClientError.TransportError({ request, description: "Request timed out" }),
  })

/**
 * Adds the portal's transport policy to any HttpClient: the `Authorization: EC <sessionID>` header
 * when a session is stored (`Bearer` when the stored id is a personal access token, as the CLI's
 * `PORTAL_TOKEN` is), a per-request timeout and the 401 notification (only for a request sent under
 * the session still stored). Success is limited to
 * 2xx by the contract itself: the derived client decodes declared error statuses into tagged
 * errors and fails any undeclared status with an `HttpClientError` carrying the response.
 */
export const portalTransport = (storage: StorageShape, options: PortalClientOptions) => {
  const ending = endingSessions()
  return (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      HttpClient.mapRequest((request) => ending.sent(withSessionHeader(storage)(request))),
      HttpClient.transform((effect, request) =>
        effect.pipe(
          Effect.timeoutOrElse({
            duration: options.timeout ?? TIMEOUTS.request,
            orElse: () => Effect.fail(timeoutError(request)),
          }),
          Effect.tapError(() => Effect.sync(() => ending.answered(request, false))),
        ),
      ),
      HttpClient.tap((response: HttpClientResponse.HttpClientResponse) =>
        Effect.sync(() => {
          const request = response.request
          ending.answered(request, response.status >= 200 && response.status < 300)
          if (
            response.status === 401 &&
            !isSignInRequest(request) &&
            !ending.has(request) &&
            sentUnderCurrentSession(storage, request)
          )
            options.onUnauthorized?.(request)
        }),
      ),
    )
}

type GroupId = keyof PortalClientShape
const GROUP_IDS = Object.values(PortalApi.groups).map((group) => group.identifier)

/**
 * Layer of `PortalClient`; needs an `HttpClient` (fetch, node, or replay) and `Storage`. Each group's
 * methods are derived on its first use (`lazyGroups`), the same methods `HttpApiClient.make` derives.
 */
export const portalClientLayer = (
  options: PortalClientOptions,
): Layer.Layer<PortalClient, never, HttpClient.HttpClient | Storage> =>
  Layer.effect(
    PortalClient,
    Effect.gen(function* () {
      const storage = yield* Storage
      const httpClient = portalTransport(storage, options)(yield* HttpClient.HttpClient)
      const context = yield* Effect.context<HttpClient.HttpClient | Storage>()
      const build = (group: string) =>
        Effect.runSyncWith(context)(
          HttpApiClient.group(PortalApi, { group: group as GroupId, httpClient, baseUrl: options.baseUrl }),
        )
      return lazyGroups<PortalClientShape>(GROUP_IDS, build)
    }),
  )
