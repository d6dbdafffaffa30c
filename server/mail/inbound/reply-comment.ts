import { Effect } from "effect"
import { ACTIVITY_SOURCE, COMMENT_TEXT_MAX } from "../../../core/domain/tickets/activity-source.ts"
import { companyScopeOf } from "../../auth/scope.ts"
import { notifyTicketEvent } from "../../notifications/notify-events.ts"
import { AppConfig, inTransaction } from "../../services.ts"
import { notifyAttachments, storeAttachment } from "../../tickets/attachment-store.ts"
import { checkedUpload } from "../../tickets/checked-upload.ts"
import { ActivityType, addActivity } from "../../tickets/ticket-activity.ts"
import { ticketCompanyInScope } from "../../tickets/ticket-store.ts"
import { liveReplyToken, revokeReplyTokens } from "../reply-tokens.ts"

/** A person's reply, once parsed and stripped of quoted history and signature (smtp-listener.ts). */
export interface Reply {
  readonly token: string
  /** The From header's address. */
  readonly from: string
  readonly text: string
  readonly files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>
}

/** What became of a reply: a comment on a ticket, or dropped with a reason that names no secret. */
export type ReplyOutcome =
  | {
      readonly kind: "comment"
      readonly ticketid: number
      readonly files: number
      readonly refused: ReadonlyArray<string>
    }
  | { readonly kind: "dropped"; readonly reason: string; readonly ticketid?: number }

const cut = (text: string) =>
  text.length <= COMMENT_TEXT_MAX ? text : `${text.slice(0, COMMENT_TEXT_MAX - 1)}…`

/**
 * Adds a reply as a comment by the token's user, "by email", with its files under the upload rules
 * (name, type, size, the company's quota) and the usual notifications. Dropped: a token that is not
 * live (unknown, expired, revoked, its user deactivated), another sender, a user who no longer reads
 * the ticket (the ticket's addresses of that user are revoked), an empty reply. A refused file is
 * left out and named in the outcome; the comment and the other files are kept.
 */
export const commentFromReply = Effect.fn("commentFromReply")(function* (reply: Reply) {
  const config = yield* AppConfig
  const owner = yield* liveReplyToken(reply.token)
  if (owner === undefined)
    return { kind: "dropped", reason: "unknown or revoked reply address" } as ReplyOutcome
  const ticketid = owner.ticketid
  if (owner.email.trim().toLowerCase() !== reply.from.trim().toLowerCase())
    return { kind: "dropped", reason: "the sender is not the address's recipient", ticketid } as ReplyOutcome
  const scope = yield* companyScopeOf({
    sessionID: "",
    userID: owner.userid,
    roleid: owner.roleid,
    companyid: owner.companyid,
    isImpersonation: false,
    passwordExpired: false,
  })
  const readable = yield* ticketCompanyInScope(scope, ticketid).pipe(
    Effect.as(true),
    Effect.catch(() => Effect.succeed(false)),
  )
  if (!readable) {
    yield* inTransaction(revokeReplyTokens(owner.userid, ticketid))
    return { kind: "dropped", reason: "the recipient no longer reads the ticket", ticketid } as ReplyOutcome
  }
  const files: Array<{ name: string; bytes: Uint8Array }> = []
  const refused: Array<string> = []
  for (const file of reply.files) {
    const checked = yield* checkedUpload(file.name, file.bytes, config.refusedExtensions).pipe(Effect.option)
    if (checked._tag === "Some") files.push({ name: checked.value, bytes: file.bytes })
    else refused.push(file.name)
  }
  const text = reply.text.trim()
  if (text === "" && files.length === 0)
    return { kind: "dropped", reason: "an empty reply", ticketid } as ReplyOutcome
  const stored = yield* inTransaction(
    Effect.gen(function* () {
      for (const file of files)
        yield* storeAttachment(
          { ticketid, name: file.name, bytes: file.bytes, userid: owner.userid },
          config.attachmentQuotaBytes,
        )
      if (text !== "") {
        const description = cut(text)
        yield* addActivity({
          ticketid,
          activityid: ActivityType.comment,
          description,
          userid: owner.userid,
          source: ACTIVITY_SOURCE.email,
        })
        yield* notifyTicketEvent("TICKET_COMMENT_ADDED", ticketid, owner.userid, description)
      }
      return true
    }),
  ).pipe(Effect.catch(() => Effect.succeed(false)))
  // Only the quota can refuse checked files: nothing of the reply is kept, as an upload over it.
  if (!stored)
    return {
      kind: "dropped",
      reason: "the files pass the company's attachment quota",
      ticketid,
    } as ReplyOutcome
  if (files.length > 0) yield* notifyAttachments(ticketid, owner.userid)
  return { kind: "comment", ticketid, files: files.length, refused } as ReplyOutcome
})
