import { ByteSize, Cause, Effect } from "effect"
import { HttpIncomingMessage, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"

const UPLOAD_PATH = /^\/v1\/ticket\/[^/?]+\/attachment\/?(\?|$)/

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The 413 answer of an attachment over the limit, in the contract's `PayloadTooLarge` shape. */
export const attachmentTooLarge = (limitBytes = MAX_ATTACHMENT_BYTES) =>
  HttpServerResponse.jsonUnsafe(
    {
      _tag: "PayloadTooLarge",
      message: `The file is larger than the ${megabytes(limitBytes)} limit for attachments`,
      limitBytes,
    },
    { status: 413, headers: { connection: "close" } },
  )

const isBodyTooLarge = (defect: unknown): boolean =>
  HttpServerError.isHttpServerError(defect) &&
  defect.reason._tag === "RequestParseError" &&
  defect.reason.reason === "BodyTooLarge"

/**
 * Bounds attachment uploads before their bodies are buffered: a declared Content-Length over the
 * limit is refused at once, and a body without one stops being read at the limit. Both answer 413
 * with the limit; other requests pass untouched.
 */
export const attachmentBodyLimit = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (request.method !== "POST" || !UPLOAD_PATH.test(request.url)) return yield* app
    const declared = Number(request.headers["content-length"])
    if (Number.isFinite(declared) && declared > MAX_ATTACHMENT_BYTES) return attachmentTooLarge()
    return yield* app.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(BigInt(MAX_ATTACHMENT_BYTES))),
      Effect.catchCause((cause) =>
        isBodyTooLarge(Cause.squash(cause)) ? Effect.succeed(attachmentTooLarge()) : Effect.failCause(cause),
      ),
    )
  })
