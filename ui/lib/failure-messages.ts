import { tokenScreenTexts } from "../../core/domain/account-tokens.ts"
import { UNKNOWN_ERROR_MESSAGE } from "../../core/domain/constants.ts"
import { refusalShowsAttempts } from "../../core/domain/sign-in-answers.ts"
import { attachmentMessages, attachmentProblemText } from "../../core/domain/tickets/attachments.ts"
import type { UploadEntry } from "../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import type { PortalFailure } from "../../core/runtime/failures.ts"

/**
 * The one module where the UI turns failures into text. Machines hold typed failures (the contract's
 * tagged errors or a `TransportFailure`); each screen asks here for its sentence. Contract errors
 * carry the server's wording (it names the field or the limit).
 */

const UNREACHABLE = "We could not reach the server. Please try again in a few minutes."

const unhandled = (failure: never): never => {
  throw new Error(`no text for failure ${JSON.stringify(failure)}`)
}

/** The server's sentence, or what to say when there was no usable answer. */
export const reasonText = (failure: PortalFailure): string => {
  switch (failure._tag) {
    case "BadRequest":
    case "Unauthorized":
    case "Forbidden":
    case "NotFound":
    case "Conflict":
    case "AccountLocked":
    case "PayloadTooLarge":
    case "TooManyRequests":
    case "PasswordExpired":
    case "UnsupportedMediaType":
      return failure.message || UNKNOWN_ERROR_MESSAGE
    case "TransportFailure":
      return failure.status === -1 ? UNREACHABLE : failure.message
    default:
      return unhandled(failure)
  }
}

/** The field the server named as the cause (400 and 409 answers that carry one), else null. */
export const failureField = (failure: PortalFailure | null): string | null =>
  failure !== null && (failure._tag === "BadRequest" || failure._tag === "Conflict")
    ? (failure.field ?? null)
    : null

const leadIn =
  (lead: string) =>
  (failure: PortalFailure | null): string | null =>
    failure === null ? null : `${lead} ${reasonText(failure)}`

/**
 * A password that could not be set (spec section 8): the spec's sentence, followed by the unmet
 * rules when the server named them (400); a link that died since it was opened (404: used in
 * another tab, expired), the server's reason alone, since trying again cannot help.
 */
export const passwordSaveFailureText = (failure: PortalFailure | null): string | null =>
  failure === null
    ? null
    : failure._tag === "BadRequest"
      ? `${tokenScreenTexts.saveFailed} ${reasonText(failure)}`
      : failure._tag === "NotFound"
        ? reasonText(failure)
        : tokenScreenTexts.saveFailed

/**
 * A refused password change (forced update, change by choice): a wrong or missing current password,
 * the same password, a weak one or a lock are the user's to fix, so their sentence stands alone;
 * anything else reads as the spec's save failure.
 */
export const passwordChangeFailureText = (failure: PortalFailure | null): string | null =>
  failure === null
    ? null
    : failure._tag === "BadRequest" || failure._tag === "AccountLocked"
      ? reasonText(failure)
      : tokenScreenTexts.saveFailed

/**
 * A page the caller's role may not open (the server answered 403 to its first call): a page-level
 * refusal instead of the call's technical wording, in the words of the not-found page.
 */
export const NO_ACCESS_TEXT =
  "You do not have access to this page. If you need it, ask your company administrator."

/** A page's load failure: the refusal above for a 403, else the lead-in and the reason. */
export const pageLoadFailureText = (lead: string, failure: PortalFailure | null): string | null =>
  failure === null ? null : failure._tag === "Forbidden" ? NO_ACCESS_TEXT : `${lead} ${reasonText(failure)}`

export const listFailureText = leadIn("The service tickets could not be loaded.")
export const exportFailureText = leadIn("The export could not be created.")
export const filesFailureText = leadIn("The attachments could not be loaded.")
export const createFailureText = leadIn("The service ticket could not be created.")
export const commentFailureText = leadIn("The comment could not be added.")
export const closeFailureText = leadIn("The ticket could not be closed.")
export const reopenFailureText = leadIn("The ticket could not be reopened.")
export const dashboardFailureText = leadIn("The dashboard could not be loaded.")
export const optionsFailureText = leadIn("Some choices could not be loaded.")

/**
 * A ticket that could not be loaded (a server failure: a missing one, or one outside the caller's
 * scope, is the not-found screen of `recordNotFoundView`, core/domain/record-links.ts).
 */
export const detailFailureText = (failure: PortalFailure | null, ticketId: number): string | null =>
  leadIn(`Service ticket #${ticketId} could not be loaded.`)(failure)

/**
 * A failed sign-in: the server's message as is (it reads "Invalid username or password" or names the
 * lock); without an answer, the spec's 'Unknown Error' and a friendlier explanation.
 */
export const signInText = (failure: PortalFailure): string =>
  failure._tag === "TransportFailure" && failure.status === -1
    ? `${failure.message}: we could not reach the server. Please try again in a few minutes.`
    : failure.message

/** The remaining-attempts line, unless the server's message states it or names a deactivated account. */
export const attemptsText = (failure: PortalFailure, attemptsRemaining: number | null): string | null => {
  if (attemptsRemaining === null || !refusalShowsAttempts(failure.message)) return null
  return `${attemptsRemaining} ${attemptsRemaining === 1 ? "attempt" : "attempts"} remaining`
}

/** Spec section 8: 'Unable to download file' followed by the server's error text or the error itself. */
export const downloadFailureText = (failure: PortalFailure | null): string | null =>
  failure === null ? null : `${attachmentMessages.downloadFailed} ${failure.message}`.trim()

/** What an upload entry says: why it was not sent, or 'Unable to upload "name": <reason>'. */
export const uploadEntryText = (entry: UploadEntry): string | undefined => {
  if (entry.problem !== undefined) return attachmentProblemText(entry.problem, entry.name)
  if (entry.error === undefined) return undefined
  return `${attachmentMessages.uploadFailed(entry.name)}: ${entry.error.message}`
}

export const equipmentListFailureText = leadIn("The equipment could not be loaded.")
export const agreementsFailureText = leadIn("The agreements could not be loaded.")
export const agreementFailureText = leadIn("The agreement could not be loaded.")
export const accountTeamContactFailureText = leadIn("Your account team could not be asked.")
export const columnsFailureText = leadIn("Your column choice could not be saved.")

/** Equipment that could not be loaded (a server failure; missing equipment is the not-found screen). */
export const equipmentFailureText = (failure: PortalFailure | null, equipmentId: number): string | null =>
  leadIn(`Equipment ${equipmentId} could not be loaded.`)(failure)

export const emailRequestFailureText = leadIn("The email change could not be requested.")
export const profileLoadFailureText = leadIn("The profile could not be loaded.")
export const profileSaveFailureText = leadIn("Your changes could not be saved.")
/** Spec section 8: 'Unable to submit request' plus the server's error text (monitoring and integration interest). */
export const interestFailureText = (failure: PortalFailure): string =>
  `Unable to submit request${failure._tag === "TransportFailure" && failure.status === -1 ? "" : `: ${reasonText(failure)}`}`
export const tokensLoadFailureText = leadIn("Your personal access tokens could not be loaded.")
export const tokenChangeFailureText = leadIn("The token could not be changed.")
export const savedViewsFailureText = leadIn("Your saved views could not be changed.")

/** What the ticket's watchers say when a call failed (the server names the reason), or null. */
export const watchersFailureText = (failure: PortalFailure | null): string | null =>
  failure === null ? null : reasonText(failure)

/** A satisfaction rating's failure (loading the ask, or sending the rating): the server's reason. */
export const ratingFailureText = (failure: PortalFailure | null): string | null =>
  failure === null ? null : reasonText(failure)
