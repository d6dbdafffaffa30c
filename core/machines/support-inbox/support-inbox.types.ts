import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ChatInbox, ChatThread, ChatTicket } from "../../schema/support-chat.ts"
import type { LiveChatChanged } from "../support-chat/support-chat.types.ts"

/** Failures of the provider's chat calls (400, 404, 409, 429, transport). */
export type SupportInboxFailure =
  | EndpointFailure<"chat", "inbox">
  | EndpointFailure<"chat", "conversation">
  | EndpointFailure<"chat", "answer">
  | EndpointFailure<"chat", "closeConversation">
  | EndpointFailure<"chat", "toTicket">

/** Which conversations the inbox lists. */
export type InboxFilter = "open" | "all"

export interface SupportInboxInput {
  readonly status: InboxFilter
}

export interface SupportInboxContext {
  readonly status: InboxFilter
  /** How many conversations the list reads (`pl`): a page, one more page per `inbox.more`. */
  readonly shown: number
  /** The page of conversations as last read; null until loaded. */
  readonly inbox: ChatInbox | null
  /** The conversation opened, and its messages as last read. */
  readonly selected: number | null
  readonly thread: ChatThread | null
  /** The answer being written to the opened conversation. */
  readonly draft: string
  /** Why the last call failed; faces map it to text. */
  readonly error: SupportInboxFailure | null
  /** A live event arrived while the list (or the conversation) was being read: read it again after. */
  readonly listStale: boolean
  readonly threadStale: boolean
}

export type SupportInboxEvent =
  | { readonly type: "inbox.reload" }
  | { readonly type: "inbox.filter"; readonly status: InboxFilter }
  /** Read one page more of the list (while more conversations match than it shows). */
  | { readonly type: "inbox.more" }
  | { readonly type: "inbox.select"; readonly conversationid: number }
  | { readonly type: "inbox.deselect" }
  | { readonly type: "inbox.edit"; readonly value: string }
  | { readonly type: "inbox.answer" }
  | { readonly type: "inbox.close" }
  /** Turn the opened conversation into a ticket (its history becomes the ticket's first comment). */
  | { readonly type: "inbox.ticket" }
  /** Internal: a change of the opened conversation was saved; the list reads again. */
  | { readonly type: "inbox.changed" }
  | LiveChatChanged

export interface InboxPageInput {
  readonly status: InboxFilter
  readonly pl: number
}
export interface ConversationInput {
  readonly conversationid: number
}
export interface AnswerInput {
  readonly conversationid: number
  readonly body: string
}

export type { ChatInbox, ChatThread, ChatTicket }
