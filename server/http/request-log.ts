import { Effect } from "effect"
import { HttpMiddleware, HttpServerRequest } from "effect/http"

/**
 * Paths whose next segment is a single-use secret: the account token of a reset, setup or update
 * link, and the confirm/cancel token of an email change (API calls and the UI routes the mail links
 * open). Whoever reads such a path in a log could use the link before its owner does.
 */
const TOKEN_PATHS =
  /\/(v1\/reset|v1\/user\/confirmemailchange|v1\/user\/cancelemailchange|reset-password|complete-setup|update-password|confirm-email-change|cancel-email-change)\/[^/?#]+/g

/** The path a request log line names: no query, and every token segment replaced by `:token`. */
export const loggedPath = (url: string): string => {
  const path = url.replace(/[?#].*$/s, "")
  return path.replace(TOKEN_PATHS, "/$1/:token")
}

/**
 * `PORTAL_LOG_REQUESTS=1`: Effect's request logger (method, path, status), shown a copy of the
 * request whose URL has its tokens masked (`loggedPath`); the app itself still gets the original.
 */
export const redactingRequestLogger = HttpMiddleware.make((app) =>
  Effect.gen(function* () {
    const original = yield* HttpServerRequest.HttpServerRequest
    const shown = original.modify({ url: loggedPath(original.url) })
    return yield* HttpMiddleware.logger(
      Effect.provideService(app, HttpServerRequest.HttpServerRequest, original),
    ).pipe(Effect.provideService(HttpServerRequest.HttpServerRequest, shown))
  }),
)
