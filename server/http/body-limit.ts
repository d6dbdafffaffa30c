import { ByteSize, Cause, Effect } from "effect"
import { HttpIncomingMessage, HttpServerError, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import { MAX_REQUEST_BODY_BYTES } from "../../core/domain/constants.ts"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"
import {
  MAX_FILES_PER_NEW_TICKET,
  NEW_TICKET_FILES_BODY_BYTES,
} from "../../core/domain/tickets/new-ticket-files.ts"
import { PayloadTooLarge } from "../../core/schema/errors.ts"
import { errorResponse } from "../error-response.ts"

const UPLOAD_PATH = /^\/v1\/ticket\/[^/?]+\/attachment\/?(\?|$)/
const CLIENT_LOG_PATH = /^\/v1\/log\/client\/?(\?|$)/
const NEW_TICKET_FILES_PATH = /^\/v1\/ticket\/withfiles\/?(\?|$)/

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

const tooLarge = (message: string, limitBytes: number) =>
  errorResponse(new PayloadTooLarge({ message, limitBytes }), { connection: "close" })

/** The 413 answer of an attachment over the limit, in the contract's `PayloadTooLarge` shape. */
export const attachmentTooLarge = (limitBytes = MAX_ATTACHMENT_BYTES) =>
  tooLarge(`The file is larger than the ${megabytes(limitBytes)} limit for attachments`, limitBytes)

const requestTooLarge = (limitBytes = MAX_REQUEST_BODY_BYTES) =>
  tooLarge(`The request body is larger than the ${megabytes(limitBytes)} limit`, limitBytes)

const newTicketFilesTooLarge = () =>
  tooLarge(
    `A new ticket's files are at most ${MAX_FILES_PER_NEW_TICKET} of ${megabytes(MAX_ATTACHMENT_BYTES)} each`,
    NEW_TICKET_FILES_BODY_BYTES,
  )

const isBodyTooLarge = (defect: unknown): boolean =>
  HttpServerError.isHttpServerError(defect) &&
  defect.reason._tag === "RequestParseError" &&
  defect.reason.reason === "BodyTooLarge"

const clientLogTooLarge = () =>
  tooLarge(
    `A client log batch is at most ${CLIENT_LOG_LIMITS.bodyBytes / 1024} KB; send fewer entries at once`,
    CLIENT_LOG_LIMITS.bodyBytes,
  )

const limitOf = (request: HttpServerRequest.HttpServerRequest) => {
  if (request.method !== "POST") return { bytes: MAX_REQUEST_BODY_BYTES, answer: requestTooLarge }
  if (UPLOAD_PATH.test(request.url)) return { bytes: MAX_ATTACHMENT_BYTES, answer: attachmentTooLarge }
  if (NEW_TICKET_FILES_PATH.test(request.url))
    return { bytes: NEW_TICKET_FILES_BODY_BYTES, answer: newTicketFilesTooLarge }
  if (CLIENT_LOG_PATH.test(request.url))
    return { bytes: CLIENT_LOG_LIMITS.bodyBytes, answer: clientLogTooLarge }
  return { bytes: MAX_REQUEST_BODY_BYTES, answer: requestTooLarge }
}

/**
 * Bounds every request body before it is buffered: attachments at `MAX_ATTACHMENT_BYTES`, a new
 * ticket with its files at `NEW_TICKET_FILES_BODY_BYTES`, client
 * log batches at `CLIENT_LOG_LIMITS.bodyBytes`, anything else at `MAX_REQUEST_BODY_BYTES`. A
 * declared Content-Length over the limit is refused at once, and a body without one stops being
 * read at the limit; both answer 413 `PayloadTooLarge` with the limit.
 */
export const requestBodyLimit = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const limit = limitOf(request)
    const declared = Number(request.headers["content-length"])
    if (Number.isFinite(declared) && declared > limit.bytes) return limit.answer()
    return yield* app.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(BigInt(limit.bytes))),
      Effect.catchCause((cause) =>
        isBodyTooLarge(Cause.squash(cause)) ? Effect.succeed(limit.answer()) : Effect.failCause(cause),
      ),
    )
  })
