import { integer, pgTable, text } from "drizzle-orm/pg-core"
import type { ChatStatus } from "../../core/domain/chat/support-chat.ts"
import { ts } from "./columns.ts"

/** Support conversations of the built-in chat (migration 0038): one open per customer at most. */
export const chatConversations = pgTable("chat_conversations", {
  conversationid: integer().primaryKey().generatedAlwaysAsIdentity(),
  companyid: integer().notNull(),
  customerid: integer().notNull(),
  status: text().$type<ChatStatus>().notNull().default("open"),
  ticketid: integer(),
  created: ts("created").notNull().defaultNow(),
  updated: ts("updated").notNull().defaultNow(),
  closed: ts("closed"),
  closedby: integer(),
})

/** The messages of a conversation (migration 0038): plain text as written. */
export const chatMessages = pgTable("chat_messages", {
  messageid: integer().primaryKey().generatedAlwaysAsIdentity(),
  conversationid: integer().notNull(),
  authorid: integer().notNull(),
  body: text().notNull(),
  created: ts("created").notNull().defaultNow(),
})
