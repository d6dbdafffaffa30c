import { assign } from "xstate"
import { CHAT_LIMITS } from "../../domain/chat/support-chat.ts"
import { inboxConversationRegion } from "./support-inbox-conversation.region.ts"
import { inboxListRegion } from "./support-inbox-list.region.ts"
import { supportInboxSetup } from "./support-inbox.setup.ts"

/**
 * The provider's support inbox (issue 29), a page of the signed-in shell shown in /admin: the list
 * of conversations in the caller's scope (open first; or all) and, beside it, the conversation
 * opened, which support answers, closes, or turns into a ticket (whose link then shows). The shell
 * hands it live chat events (`live.chatChanged`): the list reads again, and so does the opened
 * conversation when the event names it; a read under way reads once more after.
 */
export const supportInboxMachine = supportInboxSetup.createMachine({
  id: "supportInbox",
  type: "parallel",
  context: ({ input }) => ({
    status: input.status,
    shown: CHAT_LIMITS.inboxPageSize,
    inbox: null,
    selected: null,
    thread: null,
    draft: "",
    error: null,
    listStale: false,
    threadStale: false,
  }),
  on: {
    "inbox.edit": { actions: assign({ draft: ({ event }) => event.value }) },
  },
  states: {
    list: inboxListRegion,
    conversation: inboxConversationRegion,
  },
})
