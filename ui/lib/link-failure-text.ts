import { tokenScreenTexts } from "../../core/domain/account-tokens.ts"
import { emailChangeTexts } from "../../core/domain/profile/email-change.ts"
import { deadLinkTexts, type LinkFailureKind, linkFailureKind } from "../../core/domain/token-links.ts"
import type { PortalFailure } from "../../core/runtime/failures.ts"
import { reasonText } from "./failure-messages.ts"

/**
 * The status a link's failure stands for, as far as `linkFailureKind` needs it: a contract error is
 * one of the server's 4xx answers (429 the only "later"); a transport failure carries its own.
 * Not `failureStatus` (core/runtime/failures.ts): it imports Effect, which the login route's
 * bundle leaves out (`npm run size`).
 */
const linkStatus = (failure: PortalFailure | null): number | null => {
  if (failure === null) return null
  if (failure._tag === "TransportFailure") return failure.status
  return failure._tag === "TooManyRequests" ? 429 : 400
}

/** What a token link's failure screen says (reset, setup, update and email change links). */
export interface LinkFailureView {
  readonly kind: LinkFailureKind
  readonly title: string
  readonly body: string
}

/**
 * A link that can never work (a 4xx answer, or a token of the wrong shape that was never sent) gets
 * the server's reason; a server that could not answer (5xx, no answer, the email links' 7 s) gets
 * the spec's 'Something went wrong' screen (spec sections 2 and 8).
 */
export const linkFailureView = (failure: PortalFailure | null, timedOut = false): LinkFailureView => {
  const serverFailure = { kind: "serverFailure", title: tokenScreenTexts.failureTitle } as const
  if (timedOut) return { ...serverFailure, body: emailChangeTexts.timedOut }
  const kind = linkFailureKind(linkStatus(failure))
  if (kind === "serverFailure") return { ...serverFailure, body: tokenScreenTexts.failureBody }
  return {
    kind,
    title: deadLinkTexts.title,
    body: failure === null ? deadLinkTexts.invalid : reasonText(failure),
  }
}
