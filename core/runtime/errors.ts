import { HttpClientError } from "effect/http"
import { UNKNOWN_ERROR_MESSAGE } from "../domain/constants.ts"
import { statusOfTag } from "../schema/error-status.ts"

/** What a screen shows for a failure: an HTTP status (or -1 without one) and a message. */
export interface ErrorDescription {
  readonly status: number
  readonly message: string
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null

const responseStatus = (error: HttpClientError.HttpClientError): number | null => {
  const reason: unknown = error.reason
  if (!isRecord(reason) || !isRecord(reason.response)) return null
  return typeof reason.response.status === "number" ? reason.response.status : null
}

/**
 * The one place failures become user messages. Tagged contract errors keep their message and
 * status; an HTTP failure with a response gives its status; anything else (transport, timeout,
 * defect) is status -1 with 'Unknown Error'.
 */
export const describeError = (error: unknown): ErrorDescription => {
  if (HttpClientError.isHttpClientError(error)) {
    const status = responseStatus(error)
    return status === null
      ? { status: -1, message: UNKNOWN_ERROR_MESSAGE }
      : { status, message: `Request failed with status code ${status}` }
  }
  const status = isRecord(error) && typeof error._tag === "string" ? statusOfTag(error._tag) : undefined
  if (status !== undefined) {
    const message =
      isRecord(error) && typeof error.message === "string" && error.message.length > 0
        ? error.message
        : UNKNOWN_ERROR_MESSAGE
    return { status, message }
  }
  return { status: -1, message: UNKNOWN_ERROR_MESSAGE }
}

/** True when the failure means the session is gone (HTTP 401 in any form). */
export const isUnauthorized = (error: unknown): boolean => describeError(error).status === 401

/** The spec's cancelled request ('Operation canceled by the user.') is ignored, not an error state. */
export const isCancelled = (error: unknown): boolean =>
  error instanceof Error && /All fibers interrupted|aborted|Operation canceled/i.test(error.message)
