import { Schema } from "effect"
import { CHAT_LIMITS, CHAT_STATUSES } from "../domain/chat/support-chat.ts"
import { requiredText } from "./form-fields.ts"
import { QueryInt } from "./id.ts"

/**
 * A message's text (issue 29): plain text, not blank, at most CHAT_LIMITS.bodyMaxLength characters;
 * the server stores it trimmed and every face renders it as text, never as markup.
 */
export const ChatBody = requiredText("Message", CHAT_LIMITS.bodyMaxLength)

/** POST bodies that carry a message: the customer's and support's. */
export const ChatMessagePayload = Schema.Struct({ body: ChatBody })
export type ChatMessagePayload = typeof ChatMessagePayload.Type

export const ChatStatus = Schema.Literals(CHAT_STATUSES)

/** One message: who wrote it (support or the customer) and when (ISO, UTC). */
export const ChatMessage = Schema.Struct({
  messageid: Schema.Finite,
  authorid: Schema.Finite,
  authorname: Schema.String,
  /** Written by the provider's side (staff, a sales rep), not the customer. */
  fromProvider: Schema.Boolean,
  body: Schema.String,
  created: Schema.String,
})
export type ChatMessage = typeof ChatMessage.Type

/** A conversation as the inbox lists it. */
export const ChatConversation = Schema.Struct({
  conversationid: Schema.Finite,
  companyid: Schema.Finite,
  companyname: Schema.String,
  customerid: Schema.Finite,
  customername: Schema.String,
  status: ChatStatus,
  /** The ticket it became, once turned into one. */
  ticketid: Schema.NullOr(Schema.Finite),
  created: Schema.String,
  updated: Schema.String,
  messages: Schema.Finite,
  /** The last message's first words (plain text), for the inbox line. */
  preview: Schema.String,
})
export type ChatConversation = typeof ChatConversation.Type

/** A conversation with its messages, oldest first. */
export const ChatThread = Schema.Struct({
  conversation: ChatConversation,
  messages: Schema.Array(ChatMessage),
})
export type ChatThread = typeof ChatThread.Type

/** GET /v1/chat: the customer's latest conversation (open, else the one closed last), or none yet. */
export const MyChat = Schema.Struct({ thread: Schema.NullOr(ChatThread) })
export type MyChat = typeof MyChat.Type

/** GET /v1/chat/conversations query: open (default), closed or all; `os` offset and `pl` page length. */
export const ChatInboxQuery = Schema.Struct({
  status: Schema.optional(Schema.Literals(["open", "closed", "all"])),
  os: Schema.optional(QueryInt(0, 1_000_000)),
  pl: Schema.optional(QueryInt(1, CHAT_LIMITS.inboxPageMax)),
})
export type ChatInboxQuery = typeof ChatInboxQuery.Type

/** The inbox: conversations in the caller's scope, open first, newest activity first. */
export const ChatInbox = Schema.Struct({
  items: Schema.Array(ChatConversation),
  count: Schema.Finite,
  /** Open conversations in scope, whatever the filter (the section's heading counts them). */
  open: Schema.Finite,
})
export type ChatInbox = typeof ChatInbox.Type

/** POST /v1/chat/conversations/:conversationid/ticket answer: the new ticket and the closed thread. */
export const ChatTicket = Schema.Struct({ ticketid: Schema.Finite, thread: ChatThread })
export type ChatTicket = typeof ChatTicket.Type
