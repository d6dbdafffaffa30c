import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { CHAT_LIMITS, CHAT_MESSAGE_LIMIT, chatTexts } from "../../core/domain/chat/support-chat.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type { ChatInboxQuery, ChatThread } from "../../core/schema/support-chat.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { chatConversations } from "../db/schema.ts"
import { publishChatLive } from "../events/live-publish.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { query, queryRows } from "../services.ts"
import { inboxCounts, inboxRows, latestThreadOf, scopedThread, threadWhere } from "./chat.sql.ts"

/** A conversation as a change needs it: whose, which company, its state. */
const lockedShape = {
  conversationid: chatConversations.conversationid,
  companyid: chatConversations.companyid,
  customerid: chatConversations.customerid,
  status: chatConversations.status,
  ticketid: chatConversations.ticketid,
  messages: computed<number>(),
}
export type LockedConversation = {
  readonly conversationid: number
  readonly companyid: number
  readonly customerid: number
  readonly status: "open" | "closed"
  readonly ticketid: number | null
}

/**
 * The conversation matching `where`, its row locked for the transaction: messages and closes of one
 * conversation go one after another, so the bound per conversation holds.
 */
const lockWhere = (where: ReturnType<typeof sql>) =>
  Effect.map(
    queryRows(
      lockedShape,
      sql`SELECT c.conversationid, c.companyid, c.customerid, c.status, c.ticketid,
            (SELECT count(*)::int FROM chat_messages m WHERE m.conversationid = c.conversationid) AS messages
          FROM chat_conversations c WHERE ${where} FOR UPDATE`,
    ),
    (rows) => rows[0],
  )

/** A conversation in the caller's scope, locked; 404 when missing or outside it. */
export const lockScoped = Effect.fn("lockScoped")(function* (scope: CompanyScope, id: number) {
  const found = yield* lockWhere(sql`c.conversationid = ${id} AND ${scopeCondition(scope, "c.companyid")}`)
  return found ?? (yield* new NotFound({ message: chatTexts.notFound(id) }))
})

const subjectOf = (c: LockedConversation) => ({
  companyid: c.companyid,
  customerid: c.customerid,
  conversationid: c.conversationid,
})

/** The conversation as it stands now (after a change in this transaction). */
export const threadOf = (id: number) =>
  Effect.map(threadWhere(sql`c.conversationid = ${id}`), (t) => t as ChatThread)

/**
 * Adds a message (run inside `inTransaction`, the conversation locked): counted against the
 * writer's bound (429 past it; a refused message rolls its hit back), refused when the
 * conversation is full (409); the conversation's activity time moves and both sides hear of it.
 */
const appendMessage = Effect.fn("appendMessage")(function* (
  c: LockedConversation & { readonly messages: number },
  authorid: number,
  body: string,
) {
  if (c.messages >= CHAT_LIMITS.messagesPerConversation)
    return yield* new Conflict({ message: chatTexts.full, field: "body" })
  yield* enforceMailLimit(CHAT_MESSAGE_LIMIT, authorid)
  yield* query(
    sql`INSERT INTO chat_messages (conversationid, authorid, body) VALUES (${c.conversationid}, ${authorid}, ${body.trim()})`,
  )
  yield* query(sql`UPDATE chat_conversations SET updated = now() WHERE conversationid = ${c.conversationid}`)
  yield* publishChatLive("chat.message", subjectOf(c))
  return yield* threadOf(c.conversationid)
})

/** GET /v1/chat. */
export const myChat = (caller: Caller) =>
  Effect.map(latestThreadOf(caller.userID), (thread) => ({ thread: thread ?? null }))

/**
 * POST /v1/chat/messages (inside `inTransaction`): to the caller's open conversation, opening one
 * when none is open. Two first messages at once both insert; the unique index lets one in and the
 * other answers 409 (server/db/unique-violations.ts).
 */
export const postAsCustomer = Effect.fn("postAsCustomer")(function* (caller: Caller, body: string) {
  const open = yield* lockWhere(sql`c.customerid = ${caller.userID} AND c.status = 'open'`)
  if (open) return yield* appendMessage(open, caller.userID, body)
  const [created] = yield* queryRows(
    { conversationid: chatConversations.conversationid },
    sql`INSERT INTO chat_conversations (companyid, customerid) VALUES (${caller.companyid}, ${caller.userID})
        RETURNING conversationid`,
  )
  const fresh = {
    conversationid: created!.conversationid,
    companyid: caller.companyid,
    customerid: caller.userID,
    status: "open" as const,
    ticketid: null,
    messages: 0,
  }
  return yield* appendMessage(fresh, caller.userID, body)
})

/** Closes a locked open conversation and tells both sides. */
export const closeLocked = Effect.fn("closeLocked")(function* (
  c: LockedConversation,
  by: number,
  ticketid?: number,
) {
  yield* query(
    sql`UPDATE chat_conversations SET status = 'closed', closed = now(), closedby = ${by}, updated = now(),
          ticketid = coalesce(${ticketid ?? null}::int, ticketid)
        WHERE conversationid = ${c.conversationid}`,
  )
  yield* publishChatLive("chat.status", subjectOf(c))
  return yield* threadOf(c.conversationid)
})

/** POST /v1/chat/close (inside `inTransaction`): 404 when the caller has no open conversation. */
export const closeAsCustomer = Effect.fn("closeAsCustomer")(function* (caller: Caller) {
  const open = yield* lockWhere(sql`c.customerid = ${caller.userID} AND c.status = 'open'`)
  if (!open) return yield* new NotFound({ message: chatTexts.noOpenConversation })
  return yield* closeLocked(open, caller.userID)
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
