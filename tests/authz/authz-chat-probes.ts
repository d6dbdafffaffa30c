import { sql } from "drizzle-orm"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import type { LeakCheck } from "./authz-leaks.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

const ownOnly = ["own"] as const
const get = (path: string): ProbeRequest => ({ method: "GET", path })
const post = (path: string, json?: unknown): ProbeRequest => ({ method: "POST", path, json })

const prepared = new WeakMap<Cell, number>()
/**
 * Once per cell: a new open conversation with one message, of a customer of the target company (its
 * newest admin or user; an open one of theirs is closed first, as the unique index allows one).
 */
const conversationOf = async (c: Cell): Promise<number> => {
  const known = prepared.get(c)
  if (known !== undefined) return known
  const customer = sql`(SELECT max(userid) FROM users WHERE companyid = ${c.target.companyid} AND roleid IN (3, 4))`
  await c.db.run(
    sql`UPDATE chat_conversations SET status = 'closed', closed = now() WHERE status = 'open' AND customerid = ${customer}`,
  )
  const [row] = await c.db.run<{ conversationid: number }>(
    sql`WITH conv AS (
          INSERT INTO chat_conversations (companyid, customerid) VALUES (${c.target.companyid}, ${customer})
          RETURNING conversationid, customerid
        ), msg AS (
          INSERT INTO chat_messages (conversationid, authorid, body)
          SELECT conversationid, customerid, 'Authorization matrix chat probe' FROM conv
        )
        SELECT conversationid FROM conv`,
  )
  prepared.set(c, row!.conversationid)
  return row!.conversationid
}

/** The caller's own open conversation, made when they are a customer without one. */
const ownOpenConversation = async (c: Cell) => {
  if (c.caller.userid === undefined || c.caller.companyid === undefined) return
  await c.db.run(
    sql`INSERT INTO chat_conversations (companyid, customerid)
        SELECT companyid, userid FROM users WHERE userid = ${c.caller.userid} AND roleid IN (3, 4)
        ON CONFLICT (customerid) WHERE status = 'open' DO NOTHING`,
  )
}

/** A customer's answer: their own conversation alone (or none). */
const ownThread: LeakCheck = async (body, cell) => {
  const thread = (body as { thread?: { conversation: { customerid: number } } | null }).thread
  const conversation =
    thread === undefined
      ? (body as { conversation: { customerid: number } }).conversation
      : thread?.conversation
  return conversation && conversation.customerid !== cell.caller.userid
    ? [`the conversation of user ${conversation.customerid}, not the caller's`]
    : []
}

/** Inbox rows: each of a company in the caller's scope. */
const inboxRows: LeakCheck = async (body, cell) =>
  (body as { items: Array<{ companyid: number }> }).items
    .filter((i) => !cell.caller.scope.has(i.companyid))
    .map((i) => `a conversation of company ${i.companyid}, outside the caller's scope`)

const messagesOfCompany = (c: Cell) =>
  countRows(
    c.db,
    "chat_messages",
    sql`conversationid IN (SELECT conversationid FROM chat_conversations WHERE companyid = ${c.target.companyid})`,
  )
const openOfCompany = (c: Cell) =>
  countRows(c.db, "chat_conversations", sql`companyid = ${c.target.companyid} AND status = 'open'`)
const ticketsOfCompany = (c: Cell) => countRows(c.db, "tickets", sql`companyid = ${c.target.companyid}`)

/**
 * Probes of the built-in support chat (issue 29): customers on their own conversation (no id to
 * name another's), the provider side on conversations of the companies in its scope.
 */
export const chatProbes = {
  "chat.mine": { relations: ownOnly, request: () => get("/v1/chat"), leaks: ownThread },
  "chat.post": {
    relations: ownOnly,
    request: () => post("/v1/chat/messages", { body: "Authorization matrix: hello support" }),
    leaks: ownThread,
    footprint: (c) => countRows(c.db, "chat_messages", sql`TRUE`),
  },
  "chat.close": {
    relations: ownOnly,
    request: async (c) => {
      await ownOpenConversation(c)
      return post("/v1/chat/close")
    },
    leaks: ownThread,
    footprint: (c) => countRows(c.db, "chat_conversations", sql`status = 'open'`),
  },
  "chat.inbox": {
    list: true,
    request: () => get("/v1/chat/conversations?status=all&pl=100"),
    leaks: inboxRows,
  },
  "chat.conversation": {
    request: async (c) => get(`/v1/chat/conversations/${await conversationOf(c)}`),
  },
  "chat.answer": {
    request: async (c) =>
      post(`/v1/chat/conversations/${await conversationOf(c)}/messages`, { body: "Matrix answer" }),
    footprint: async (c) => {
      await conversationOf(c)
      return messagesOfCompany(c)
    },
  },
  "chat.closeConversation": {
    request: async (c) => post(`/v1/chat/conversations/${await conversationOf(c)}/close`),
    footprint: async (c) => {
      await conversationOf(c)
      return openOfCompany(c)
    },
  },
  "chat.toTicket": {
    request: async (c) => post(`/v1/chat/conversations/${await conversationOf(c)}/ticket`),
    footprint: async (c) => {
      await conversationOf(c)
      return ticketsOfCompany(c)
    },
  },
} satisfies Readonly<Record<`chat.${string}`, Probe>>
