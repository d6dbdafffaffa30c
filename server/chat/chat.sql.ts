import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { ChatConversation, ChatMessage, ChatThread } from "../../core/schema/support-chat.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { chatConversations, chatMessages, companies } from "../db/schema.ts"
import { queryRows } from "../services.ts"

const iso = (d: Date | string): string => new Date(d).toISOString()

const conversationShape = {
  conversationid: chatConversations.conversationid,
  companyid: chatConversations.companyid,
  companyname: companies.companyname,
  customerid: chatConversations.customerid,
  customername: computed<string>(),
  status: chatConversations.status,
  ticketid: chatConversations.ticketid,
  created: chatConversations.created,
  updated: chatConversations.updated,
  messages: computed<number>(),
  preview: computed<string | null>(),
}

/** The conversations matching `where`, with their company, customer, count and last words. */
const conversationRows = (where: SQL, tail: SQL = sql``) =>
  Effect.map(
    queryRows(
      conversationShape,
      sql`SELECT c.conversationid, c.companyid, co.companyname, c.customerid,
            u.firstname || ' ' || u.lastname AS customername, c.status, c.ticketid, c.created, c.updated,
            (SELECT count(*)::int FROM chat_messages m WHERE m.conversationid = c.conversationid) AS messages,
            (SELECT left(m.body, 120) FROM chat_messages m WHERE m.conversationid = c.conversationid
              ORDER BY m.messageid DESC LIMIT 1) AS preview
          FROM chat_conversations c
          JOIN companies co ON co.companyid = c.companyid
          JOIN users u ON u.userid = c.customerid
          WHERE ${where} ${tail}`,
    ),
    (rows) =>
      rows.map(
        (r): ChatConversation => ({
          ...r,
          created: iso(r.created),
          updated: iso(r.updated),
          preview: r.preview ?? "",
        }),
      ),
  )

/** A conversation's messages, oldest first, each marked by its author's side. */
const messageRows = (conversationid: number) =>
  Effect.map(
    queryRows(
      {
        messageid: chatMessages.messageid,
        authorid: chatMessages.authorid,
        authorname: computed<string>(),
        fromProvider: computed<boolean>(),
        body: chatMessages.body,
        created: chatMessages.created,
      },
      sql`SELECT m.messageid, m.authorid, u.firstname || ' ' || u.lastname AS authorname,
            (m.authorid <> c.customerid) AS "fromProvider", m.body, m.created
          FROM chat_messages m JOIN chat_conversations c ON c.conversationid = m.conversationid
          JOIN users u ON u.userid = m.authorid
          WHERE m.conversationid = ${conversationid} ORDER BY m.messageid`,
    ),
    (rows) => rows.map((r): ChatMessage => ({ ...r, created: iso(r.created) })),
  )

/** The conversation with its messages, or undefined when `where` matches none. */
export const threadWhere = Effect.fn("threadWhere")(function* (where: SQL, tail?: SQL) {
  const [conversation] = yield* conversationRows(where, tail)
  if (!conversation) return undefined
  return { conversation, messages: yield* messageRows(conversation.conversationid) } satisfies ChatThread
})

/** The conversation `id` when its company is in `scope`. */
export const scopedThread = (scope: CompanyScope, id: number) =>
  threadWhere(sql`c.conversationid = ${id} AND ${scopeCondition(scope, "c.companyid")}`)

/** The customer's latest conversation in `companyid`: the open one, else the one closed last. */
export const latestThreadOf = (customerid: number, companyid: number) =>
  threadWhere(
    sql`c.customerid = ${customerid} AND c.companyid = ${companyid}`,
    sql`ORDER BY c.status = 'open' DESC, c.conversationid DESC LIMIT 1`,
  )

/** The inbox page: conversations in scope with `status`, open first, newest activity first. */
export const inboxRows = (scope: CompanyScope, status: SQL, limit: number, offset: number) =>
  conversationRows(
    sql`${scopeCondition(scope, "c.companyid")} AND ${status}`,
    sql`ORDER BY c.status = 'open' DESC, c.updated DESC, c.conversationid DESC LIMIT ${limit} OFFSET ${offset}`,
  )

/** How many conversations in scope match `status`, and how many are open. */
export const inboxCounts = Effect.fn("inboxCounts")(function* (scope: CompanyScope, status: SQL) {
  const [row] = yield* queryRows(
    { count: computed<number>(), open: computed<number>() },
    sql`SELECT count(*) FILTER (WHERE ${status})::int AS count, count(*) FILTER (WHERE c.status = 'open')::int AS open
        FROM chat_conversations c WHERE ${scopeCondition(scope, "c.companyid")}`,
  )
  return { count: row?.count ?? 0, open: row?.open ?? 0 }
})
