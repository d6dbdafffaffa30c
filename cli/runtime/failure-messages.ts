import { refusalShowsAttempts } from "../../core/domain/sign-in-answers.ts"
import { attachmentMessages, attachmentProblemText } from "../../core/domain/tickets/attachments.ts"
import type { UploadEntry } from "../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import { failureStatus, type PortalFailure } from "../../core/runtime/failures.ts"
import { attemptsText } from "../commands/auth/auth.format.ts"
import { type CliError, notSignedIn, requestFailed, unreachable } from "./cli-errors.ts"

/**
 * The one module where the CLI turns failures into its errors (one line, an exit code). Machines
 * hold typed failures; commands ask here what to print.
 */

/** Where the commands talk to: the API origin and why its last request got no answer. */
export interface FailureContext {
  readonly api: string
  readonly transport: { readonly lastFailure: () => string | null }
}

const unhandled = (failure: never): never => {
  throw new Error(`no text for failure ${JSON.stringify(failure)}`)
}

/** A failure of `what` ("could not list tickets") as the CLI's error. */
export const failureError = (deps: FailureContext, what: string, failure: PortalFailure): CliError => {
  switch (failure._tag) {
    case "Unauthorized":
      return notSignedIn("the session has ended")
    case "BadRequest":
    case "Forbidden":
    case "NotFound":
    case "Conflict":
    case "AccountLocked":
    case "PayloadTooLarge":
    case "TooManyRequests":
    case "PasswordExpired":
    case "UnsupportedMediaType":
      return requestFailed(`${what}: ${failure.message} (HTTP ${failureStatus(failure)})`, failure._tag)
    case "TransportFailure":
      return failure.status === -1
        ? unreachable(deps.api, deps.transport.lastFailure() ?? failure.detail ?? "no usable answer")
        : requestFailed(`${what}: ${failure.message} (HTTP ${failure.status})`, failure._tag)
    default:
      return unhandled(failure)
  }
}

/** A refused sign-in: the server's message and the remaining attempts (see `refusalShowsAttempts`). */
export const signInError = (
  deps: FailureContext,
  failure: PortalFailure,
  attemptsRemaining: number | null,
): CliError => {
  if (failure._tag === "TransportFailure") return failureError(deps, "sign-in failed", failure)
  const attempts =
    attemptsRemaining === null || !refusalShowsAttempts(failure.message)
      ? ""
      : ` (${attemptsText(attemptsRemaining)})`
  return requestFailed(`sign-in failed: ${failure.message}${attempts}`, failure._tag)
}

/** What an upload entry says: why it was not sent, or 'Unable to upload "name": <reason>'. */
export const uploadText = (entry: UploadEntry): string | undefined => {
  if (entry.problem !== undefined) return attachmentProblemText(entry.problem, entry.name)
  if (entry.error === undefined) return undefined
  return `${attachmentMessages.uploadFailed(entry.name)}: ${entry.error.message}`
}

/** Why the file list of a ticket could not be loaded: the server's text or the error itself. */
export const filesFailureText = (failure: PortalFailure | null): string | null =>
  failure === null ? null : failure.message
