import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { CHAT_LIMITS, chatTexts } from "../../core/domain/chat/support-chat.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type { ChatInboxQuery } from "../../core/schema/support-chat.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import { appendMessage, closeLocked, lockedShape, lockScoped, lockWhere } from "./chat-locks.ts"
import { inboxCounts, inboxRows, latestThreadOf, scopedThread } from "./chat.sql.ts"

/**
 * The caller's own open conversation in their company now. A conversation is its company's record:
 * a customer moved to another company (server/admin/transfer.ts) neither reads nor writes the
 * former company's.
 */
const openOf = (caller: Caller) =>
  lockWhere(sql`c.customerid = ${caller.userID} AND c.companyid = ${caller.companyid} AND c.status = 'open'`)

/** GET /v1/chat. */
export const myChat = (caller: Caller) =>
  Effect.map(latestThreadOf(caller.userID, caller.companyid), (thread) => ({ thread: thread ?? null }))

/**
 * POST /v1/chat/messages (inside `inTransaction`): to the caller's open conversation, opening one
 * when none is open. Two first messages at once both insert; the unique index lets one in and the
 * other answers 409 (server/db/unique-violations.ts).
 */
export const postAsCustomer = Effect.fn("postAsCustomer")(function* (caller: Caller, body: string) {
  const open = yield* openOf(caller)
  if (open) return yield* appendMessage(open, caller.userID, body)
  const [opened] = yield* queryRows(
    lockedShape,
    sql`INSERT INTO chat_conversations (companyid, customerid) VALUES (${caller.companyid}, ${caller.userID})
        RETURNING conversationid, companyid, customerid, status, ticketid, 0 AS messages`,
  )
  return yield* appendMessage(opened!, caller.userID, body)
})

/** POST /v1/chat/close (inside `inTransaction`): 404 when the caller has no open conversation. */
export const closeAsCustomer = Effect.fn("closeAsCustomer")(function* (caller: Caller) {
  const open = yield* openOf(caller)
  if (!open) return yield* new NotFound({ message: chatTexts.noOpenConversation })
  return yield* closeLocked(open, caller.userID)
})

/**
 * A customer moving to another company (inside the transfer's transaction): their open
 * conversation closes, closed by `by` (the staff member moving them), and stays with the former
 * company like their tickets; support sees it closed at once. Their next message opens one in the
 * new company.
 */
export const closeForTransfer = Effect.fn("closeForTransfer")(function* (customerid: number, by: number) {
  const open = yield* lockWhere(sql`c.customerid = ${customerid} AND c.status = 'open'`)
  if (open) yield* closeLocked(open, by)
})

/** POST /v1/chat/conversations/:id/messages (inside `inTransaction`): 409 once it is closed. */
export const answerConversation = Effect.fn("answerConversation")(function* (
  scope: CompanyScope,
  caller: Caller,
  id: number,
  body: string,
) {
  const c = yield* lockScoped(scope, id)
  if (c.status === "closed") return yield* new Conflict({ message: chatTexts.closed(id) })
  return yield* appendMessage(c, caller.userID, body)
})

/** POST /v1/chat/conversations/:id/close (inside `inTransaction`): 409 when already closed. */
export const closeConversation = Effect.fn("closeConversation")(function* (
  scope: CompanyScope,
  caller: Caller,
  id: number,
) {
  const c = yield* lockScoped(scope, id)
  if (c.status === "closed") return yield* new Conflict({ message: chatTexts.closed(id) })
  return yield* closeLocked(c, caller.userID)
})

/** GET /v1/chat/conversations/:id. */
export const readConversation = Effect.fn("readConversation")(function* (scope: CompanyScope, id: number) {
  const thread = yield* scopedThread(scope, id)
  return thread ?? (yield* new NotFound({ message: chatTexts.notFound(id) }))
})

const statusCondition = (status: ChatInboxQuery["status"]) =>
  status === "all" ? sql`TRUE` : sql`c.status = ${status ?? "open"}`

/** GET /v1/chat/conversations. */
export const chatInbox = Effect.fn("chatInbox")(function* (scope: CompanyScope, q: ChatInboxQuery) {
  const status = statusCondition(q.status)
  const items = yield* inboxRows(scope, status, q.pl ?? CHAT_LIMITS.inboxPageSize, q.os ?? 0)
  return { items, ...(yield* inboxCounts(scope, status)) }
})
