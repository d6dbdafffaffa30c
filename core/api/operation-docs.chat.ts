import type { AreaDocs } from "./operation-doc.ts"

/** Docs of the built-in support chat (issue 29). */
export const chatOperationDocs: AreaDocs<"chat"> = {
  "chat.mine": {
    summary: "My support conversation",
    description:
      "`MyChat`: the caller's open conversation with its messages, oldest first, or the one closed last (with the ticket it became), or `thread: null` before the first message. Customers (company admins and users) only.",
  },
  "chat.post": {
    summary: "Write to support",
    description:
      "Adds a message (plain text, trimmed, 1 to 2000 characters; 400 naming `body`) to the caller's open conversation, opening one when none is open. 409 when another request opened one at the same moment or the conversation is full (500 messages); 429 with Retry-After past 20 messages a minute per user, counted across every server process.",
  },
  "chat.close": {
    summary: "Close my support conversation",
    description: "Closes the caller's open conversation; 404 when none is open.",
  },
  "chat.inbox": {
    summary: "Support conversations in scope",
    description:
      "`ChatInbox`: conversations of the companies the caller may read (staff every company, a sales rep its accounts), open first then by latest activity; `status` open (default), closed or all; `os`/`pl` page them (25 by default, at most 100). `open` counts the open ones in scope.",
  },
  "chat.conversation": {
    summary: "A support conversation",
    description:
      "`ChatThread`: the conversation and its messages, oldest first. 404 outside the caller's scope.",
  },
  "chat.answer": {
    summary: "Answer a support conversation",
    description:
      "Adds support's message (the same rules as `chat.post`) to an open conversation; 409 when it is closed or full, 404 outside the caller's scope.",
  },
  "chat.closeConversation": {
    summary: "Close a support conversation",
    description: "Closes an open conversation; 409 when it is already closed.",
  },
  "chat.toTicket": {
    summary: "Turn a support conversation into a ticket",
    description:
      "In one transaction: creates an open ticket of the conversation's company (problem: the customer's first words; contact: the customer) whose first comment is the whole transcript with times and authors, links the conversation to it and closes it. 409 when it already became a ticket.",
  },
}
