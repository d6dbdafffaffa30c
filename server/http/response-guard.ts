import { Cause, Effect } from "effect"
import { HttpBody, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { tagOfStatus } from "../../core/schema/error-status.ts"
import { BadRequest, InternalServerError, ServiceUnavailable } from "../../core/schema/errors.ts"
import { connectionLossOf } from "../db/connection-loss.ts"
import { errorResponse } from "../error-response.ts"
import { describeDefect } from "../services.ts"
import { bootBannerScriptSource } from "./boot-banner-script.ts"
import { requestIdOf } from "../ops/request-notes.ts"
import { loggedPath } from "./request-log.ts"

/** Origins beyond our own the page may reach: the chat frame's and the phone country lookup's. */
export interface PageOrigins {
  /** The configured contact-centre chat page's origin (PORTAL_CHAT_URL), framed by the portal. */
  readonly chatOrigin: string | null
  /** The phone input's country lookup origin (PORTAL_COUNTRY_LOOKUP_URL), called by the browser. */
  readonly lookupOrigin: string | null
}

export const NO_EXTRA_ORIGINS: PageOrigins = { chatOrigin: null, lookupOrigin: null }

/** The origin of a configured URL, or null when it is unset or not a URL. */
export const originOf = (url: string | undefined): string | null =>
  url !== undefined && URL.canParse(url) ? new URL(url).origin : null

/**
 * Content-Security-Policy for the Vite React build: scripts only from our origin (and the one inline
 * line that hides a dismissed announcement before paint, by its hash); inline styles
 * (React style props and react-aria); images from our origin and inline `data:` SVGs (seeded
 * photos); calls to our origin and the configured country lookup; frames from our origin and the
 * configured contact centre only.
 */
export const cspFor = (origins: PageOrigins, frameAncestors = "'none'"): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${bootBannerScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${origins.lookupOrigin ? ` ${origins.lookupOrigin}` : ""}`,
    `frame-src 'self'${origins.chatOrigin ? ` ${origins.chatOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ")

export const contentSecurityPolicy = cspFor(NO_EXTRA_ORIGINS)

/**
 * The policy of an answer that is not a page (scripts, styles, JSON, files, the event stream): a
 * browser applies a policy only to a document it renders, so these need none of the page's sources,
 * and one opened as a document may load and run nothing. About 270 bytes less on each of a page's
 * other answers (issue 25: the login route's 100 kB count every answer's headers).
 */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'"

/**
 * Headers every answer that is not a page carries: the API's, the assets', the files'. No
 * Referrer-Policy: what it would say is every current browser's default for a script's imports and
 * a stylesheet's images, and the page's own header governs what the page sends.
 */
export const securityHeaders = {
  "x-content-type-options": "nosniff",
  "content-security-policy": nonPagePolicy,
  "x-frame-options": "DENY",
} as const

/**
 * A page's headers, with the configured origins. No page of the portal is framed, by itself or
 * anyone: the built-in support chat (issue 29) is drawn in the page, and only a configured external
 * contact centre is framed by it.
 */
export const securityHeadersFor = (origins: PageOrigins) => ({
  ...securityHeaders,
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": cspFor(origins),
})

const defaultMessages: Record<number, string> = {
  400: "The request is malformed",
  401: "Sign-in required",
  403: "Not allowed for this account",
  404: "No such resource",
  413: "The request body is too large",
}

/** Whether an answer is a page a browser renders (HTML): only pages get the page's policy. */
const isPage = (response: HttpServerResponse.HttpServerResponse): boolean => {
  const type =
    response.headers["content-type"] ??
    ("contentType" in response.body ? response.body.contentType : undefined)
  return type?.startsWith("text/html") ?? false
}

/** The `/v1` API and the document backend (`/documents`): their errors are always JSON. */
const isApiPath = (url: string) => /^\/(v1|documents)(\/|\?|$)/.test(url)

/** API errors always carry a JSON body `{ _tag, message }`, even where the framework sends none. */
const ensureJsonBody = (
  response: HttpServerResponse.HttpServerResponse,
): HttpServerResponse.HttpServerResponse => {
  if (response.status < 400) return response
  const body = response.body
  let message: string | undefined
  if (body._tag === "Empty") message = undefined
  else if (body._tag === "Uint8Array" && body.contentType.startsWith("text/plain"))
    message = new TextDecoder().decode(body.body)
  else return response
  const _tag =
    tagOfStatus(response.status) ??
    (response.status >= 500 ? InternalServerError.identifier : BadRequest.identifier)
  const text =
    message ??
    defaultMessages[response.status] ??
    (response.status >= 500 ? "The server failed to answer this request" : "The request was not accepted")
  return HttpServerResponse.setBody(response, HttpBody.jsonUnsafe({ _tag, message: text }))
}

/** While the database cannot be reached: 503 naming the cause, and when to try again. */
const unavailable = (reason: string) =>
  errorResponse(
    new ServiceUnavailable({
      message: `The database cannot be reached right now (${reason}); try again in a few seconds`,
    }),
    { "retry-after": "5" },
  )

/** Failures become responses: a lost database 503, defects 500 (logged), the rest as they map. */
const failureResponse = (cause: Cause.Cause<unknown>, request: HttpServerRequest.HttpServerRequest) => {
  // The request id lets an operator find the line a customer quotes from the error answer; the
  // path is shown with its reset or email-change token masked.
  const id = requestIdOf(request.source)
  const path = `${loggedPath(request.url)}${id ? ` [request ${id}]` : ""}`
  const lost = connectionLossOf(Cause.squash(cause))
  if (lost !== undefined)
    return Effect.as(
      Effect.logWarning(`${request.method} ${path}: database unavailable (${lost})`),
      unavailable(lost),
    )
  return Effect.flatMap(HttpServerError.causeResponse(cause), ([res]) =>
    res.status >= 500
      ? Effect.as(
          Effect.logError(`${request.method} ${path} failed: ${describeDefect(Cause.squash(cause))}`),
          res,
        )
      : Effect.succeed(res),
  )
}

/**
 * Outermost server middleware: turns any failure into a response (route not found 404, defects
 * 500 and logged without request data), gives `/v1` errors a JSON body, and adds security headers.
 */
export const responseGuard = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  origins: PageOrigins = NO_EXTRA_ORIGINS,
) => {
  // Per-process constants: the policy text is built once, not on every answer.
  const pageHeaders = securityHeadersFor(origins)
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    let response = yield* app.pipe(
      Effect.catchCause((cause) =>
        Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : failureResponse(cause, request),
      ),
    )
    if (isApiPath(request.url)) {
      response = ensureJsonBody(response)
      if (!response.headers["cache-control"])
        response = HttpServerResponse.setHeader(response, "cache-control", "no-store")
    }
    if (!isPage(response)) return HttpServerResponse.setHeaders(response, securityHeaders)
    return HttpServerResponse.setHeaders(response, pageHeaders)
  })
}
