import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { supportInboxMachine } from "./support-inbox.machine.ts"
import type { AnswerInput, ConversationInput, InboxPageInput } from "./support-inbox.types.ts"

/** The provider's support inbox wired to the runtime: the calls of `/v1/chat/conversations`. */
export const liveSupportInboxMachine = (runtime: PortalRuntime) =>
  supportInboxMachine.provide({
    actors: {
      fetchInbox: effectActor(runtime, ({ status, pl }: InboxPageInput) =>
        withClient((client) => client.chat.inbox({ query: { status, pl } })),
      ),
      fetchConversation: effectActor(runtime, ({ conversationid }: ConversationInput) =>
        withClient((client) => client.chat.conversation({ params: { conversationid } })),
      ),
      answerConversation: effectActor(runtime, ({ conversationid, body }: AnswerInput) =>
        withClient((client) => client.chat.answer({ params: { conversationid }, payload: { body } })),
      ),
      closeConversation: effectActor(runtime, ({ conversationid }: ConversationInput) =>
        withClient((client) => client.chat.closeConversation({ params: { conversationid } })),
      ),
      ticketConversation: effectActor(runtime, ({ conversationid }: ConversationInput) =>
        withClient((client) => client.chat.toTicket({ params: { conversationid } })),
      ),
    },
  })
