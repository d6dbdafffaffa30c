import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { CHAT_LIMITS, CHAT_MESSAGE_LIMIT, chatTexts } from "../../core/domain/chat/support-chat.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type { ChatThread } from "../../core/schema/support-chat.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { chatConversations } from "../db/schema.ts"
import { publishChatLive } from "../events/live-publish.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { query, queryRows } from "../services.ts"
import { threadWhere } from "./chat.sql.ts"

/** A conversation as a change needs it: whose, which company, its state. */
export const lockedShape = {
  conversationid: chatConversations.conversationid,
  companyid: chatConversations.companyid,
  customerid: chatConversations.customerid,
  status: chatConversations.status,
  ticketid: chatConversations.ticketid,
  messages: computed<number>(),
}
export type LockedConversation = RowOf<typeof lockedShape>

/**
 * The conversation matching `where`, its row locked for the transaction: messages and closes of one
 * conversation go one after another, so the bound per conversation holds.
 */
export const lockWhere = (where: SQL) =>
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
export const appendMessage = Effect.fn("appendMessage")(function* (
  c: LockedConversation,
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

/** Closes a locked open conversation and tells both sides. */
export const closeLocked = Effect.fn("closeLocked")(function* (
  c: LockedConversation,
  by: number,
  ticketid?: number,
) {
  yield* query(
    sql`UPDATE chat_conversations SET status = 'closed', closed = coalesce(closed, now()), closedby = coalesce(closedby, ${by}), updated = now(),
          ticketid = coalesce(${ticketid ?? null}::int, ticketid)
        WHERE conversationid = ${c.conversationid}`,
  )
  yield* publishChatLive("chat.status", subjectOf(c))
  return yield* threadOf(c.conversationid)
})
