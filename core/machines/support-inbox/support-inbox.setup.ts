import { enqueueActions, setup } from "xstate"
import { CHAT_LIMITS } from "../../domain/chat/support-chat.ts"
import type { ChatInbox, ChatThread, ChatTicket } from "../../schema/support-chat.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import { isSendable } from "../support-chat/support-chat.machine.ts"
import type {
  AnswerInput,
  ConversationInput,
  InboxPageInput,
  SupportInboxContext,
  SupportInboxEvent,
  SupportInboxFailure,
  SupportInboxInput,
} from "./support-inbox.types.ts"

const fetchInbox = providedByRuntime<ChatInbox, InboxPageInput, SupportInboxFailure>("fetchInbox")
const fetchConversation = providedByRuntime<ChatThread, ConversationInput, SupportInboxFailure>(
  "fetchConversation",
)
const answerConversation = providedByRuntime<ChatThread, AnswerInput, SupportInboxFailure>(
  "answerConversation",
)
const closeConversation = providedByRuntime<ChatThread, ConversationInput, SupportInboxFailure>(
  "closeConversation",
)
const ticketConversation = providedByRuntime<ChatTicket, ConversationInput, SupportInboxFailure>(
  "ticketConversation",
)

/** The inbox's actors, guards and actions, shared by its two regions. */
export const supportInboxSetup = setup({
  types: {} as { context: SupportInboxContext; events: SupportInboxEvent; input: SupportInboxInput },
  actors: { fetchInbox, fetchConversation, answerConversation, closeConversation, ticketConversation },
  guards: {
    isListStale: ({ context }) => context.listStale,
    isThreadStale: ({ context }) => context.threadStale,
    namesSelected: ({ context, event }) =>
      event.type === "live.chatChanged" &&
      (event.conversationid === null || event.conversationid === context.selected),
    canAnswer: ({ context }) => context.thread?.conversation.status === "open" && isSendable(context.draft),
    isOpen: ({ context }) => context.thread?.conversation.status === "open",
    hasMore: ({ context }) =>
      context.inbox !== null &&
      context.inbox.count > context.inbox.items.length &&
      context.shown < CHAT_LIMITS.inboxPageMax,
    hasNoTicket: ({ context }) => context.thread !== null && context.thread.conversation.ticketid === null,
  },
  actions: {
    // A change of the opened conversation was saved: the draft is spent and the list reads again.
    afterSave: enqueueActions(({ enqueue }) => {
      enqueue.assign({ draft: "" })
      enqueue.raise({ type: "inbox.changed" })
    }),
  },
})

export { answerConversation, closeConversation, fetchConversation, fetchInbox, ticketConversation }
