import type { ChatConversation, ChatMessage, ChatThread } from "../schema/support-chat.ts"

/** acme.user's conversation 9 with support, as the server answers it. */
export const sampleConversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  conversationid: 9,
  companyid: 2,
  companyname: "Acme Manufacturing",
  customerid: 4,
  customername: "Alice Acheson",
  status: "open",
  ticketid: null,
  created: "2026-11-29T06:00:00.000Z",
  updated: "2026-11-29T06:01:00.000Z",
  messages: 1,
  preview: "Printer jams",
  ...overrides,
})

export const sampleMessage = (body: string, fromProvider = false, messageid = 1): ChatMessage => ({
  messageid,
  authorid: fromProvider ? 1 : 4,
  authorname: fromProvider ? "Dana Developer" : "Alice Acheson",
  fromProvider,
  body,
  created: "2026-11-29T06:01:00.000Z",
})

/** A thread of `bodies` (the customer's, then support's in turn). */
export const sampleThread = (
  bodies: ReadonlyArray<string>,
  overrides: Partial<ChatConversation> = {},
): ChatThread => ({
  conversation: sampleConversation({ messages: bodies.length, ...overrides }),
  messages: bodies.map((b, i) => sampleMessage(b, i % 2 === 1, i + 1)),
})
