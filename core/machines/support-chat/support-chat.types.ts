import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ChatThread, MyChat } from "../../schema/support-chat.ts"

/** Failures of the customer's chat calls (400, 404, 409, 429, transport). */
export type SupportChatFailure =
  | EndpointFailure<"chat", "mine">
  | EndpointFailure<"chat", "post">
  | EndpointFailure<"chat", "close">

export interface SupportChatContext {
  /** The customer's latest conversation as last read; null before the first message. */
  readonly thread: ChatThread | null
  /** The message being written. */
  readonly draft: string
  /** The message on its way (shown as pending), or the one that failed to go (kept to retry). */
  readonly pending: string | null
  /** Why the last call failed; faces map it to text. */
  readonly error: SupportChatFailure | null
  /** A live event arrived while a call ran: read again once it is done. */
  readonly stale: boolean
  /** Support wrote while the widget was collapsed (its button shows a dot). */
  readonly unread: boolean
}

/** What the shell tells the chat when a live event names a support conversation (or after a reset). */
export interface LiveChatChanged {
  readonly type: "live.chatChanged"
  /** The conversation named; null after a reset (anything may have changed). */
  readonly conversationid: number | null
}

export type SupportChatEvent =
  /** The widget expands; `conversation` is false when it shows a frame or a pointer instead. */
  | { readonly type: "chat.expand"; readonly conversation: boolean }
  | { readonly type: "chat.collapse" }
  | { readonly type: "chat.edit"; readonly value: string }
  | { readonly type: "chat.send" }
  /** Sends the failed message again. */
  | { readonly type: "chat.retry" }
  | { readonly type: "chat.reload" }
  /** The customer ends the conversation. */
  | { readonly type: "chat.end" }
  | LiveChatChanged

export type { ChatThread, MyChat }

export interface ChatSendInput {
  readonly body: string
}
