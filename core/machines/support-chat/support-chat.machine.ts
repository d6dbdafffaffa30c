import { assign, setup } from "xstate"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import { type ChatThread, ChatMessagePayload, type MyChat } from "../../schema/support-chat.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  ChatSendInput,
  SupportChatContext,
  SupportChatEvent,
  SupportChatFailure,
} from "./support-chat.types.ts"

const fetchChat = providedByRuntime<MyChat, void, SupportChatFailure>("fetchChat")
const sendMessage = providedByRuntime<ChatThread, ChatSendInput, SupportChatFailure>("sendMessage")
const endChat = providedByRuntime<ChatThread, void, SupportChatFailure>("endChat")

/** A message's form rules, read from the contract's Schema (its bound is the server's). */
export const CHAT_BODY_RULES = fieldRulesOf(ChatMessagePayload).body
const BODY_MAX = CHAT_BODY_RULES.maxLength ?? 0

/** Whether `draft` may be sent: not blank, within the Schema's bound (the server checks the same). */
export const isSendable = (draft: string): boolean => draft.trim().length > 0 && draft.length <= BODY_MAX

/** After a call: read again when a live event arrived meanwhile, else show what the call answered. */
const settle = [{ guard: "isStale", target: "refreshing" }, { target: "ready" }] as const

/**
 * The customer's support chat (issue 29), a child of the signed-in shell: the widget's collapsed
 * button and, expanded, the built-in conversation (read on expand), the draft, a message on its way
 * (pending; on failure kept with the error to send again), ending it, and the live events the shell
 * hands it (`live.chatChanged`): read again when idle, after the call when busy, and a dot on the
 * collapsed button. Expanded with `conversation: false` (an external contact centre's frame, or the
 * provider's pointer to /admin) it only opens and closes.
 */
export const supportChatMachine = setup({
  types: {} as { context: SupportChatContext; events: SupportChatEvent },
  actors: { fetchChat, sendMessage, endChat },
  guards: {
    isConversation: ({ event }) => event.type === "chat.expand" && event.conversation,
    canSend: ({ context }) => isSendable(context.draft),
    hasPending: ({ context }) => context.pending !== null && context.error !== null,
    isOpen: ({ context }) => context.thread?.conversation.status === "open",
    isStale: ({ context }) => context.stale,
  },
  actions: {
    assignDraft: assign({ draft: ({ event }) => (event.type === "chat.edit" ? event.value : "") }),
    markStale: assign({ stale: true }),
  },
}).createMachine({
  id: "supportChat",
  context: { thread: null, draft: "", pending: null, error: null, stale: false, unread: false },
  initial: "collapsed",
  states: {
    collapsed: {
      on: {
        "chat.expand": [
          { guard: "isConversation", target: "expanded.loading", actions: assign({ unread: false }) },
          { target: "expanded.plain" },
        ],
        "live.chatChanged": { actions: assign({ unread: true }) },
      },
    },
    expanded: {
      initial: "plain",
      on: {
        "chat.collapse": "collapsed",
        "live.chatChanged": { actions: "markStale" },
        "chat.edit": { actions: "assignDraft" },
      },
      states: {
        plain: { on: { "live.chatChanged": {} } },
        loading: {
          tags: ["loading"],
          entry: assign({ stale: false, error: null }),
          invoke: {
            src: "fetchChat",
            onDone: { target: "ready", actions: assign({ thread: ({ event }) => event.output.thread }) },
            onError: {
              target: "failed",
              actions: assign({ error: ({ event }) => failureOf(fetchChat, event) }),
            },
          },
        },
        failed: { on: { "chat.reload": "loading" } },
        ready: {
          on: {
            "chat.send": {
              guard: "canSend",
              target: "sending",
              actions: assign({ pending: ({ context }) => context.draft.trim(), draft: "", error: null }),
            },
            "chat.retry": { guard: "hasPending", target: "sending", actions: assign({ error: null }) },
            "chat.end": { guard: "isOpen", target: "ending", actions: assign({ error: null }) },
            "chat.reload": "loading",
            "live.chatChanged": "refreshing",
          },
        },
        /** Read again after a live event: the thread stays shown meanwhile. */
        refreshing: {
          entry: assign({ stale: false }),
          invoke: {
            src: "fetchChat",
            onDone: { target: "ready", actions: assign({ thread: ({ event }) => event.output.thread }) },
            onError: {
              target: "ready",
              actions: assign({ error: ({ event }) => failureOf(fetchChat, event) }),
            },
          },
        },
        sending: {
          tags: ["busy"],
          invoke: {
            src: "sendMessage",
            input: ({ context }) => ({ body: context.pending ?? "" }),
            onDone: {
              target: "settling",
              actions: assign({ thread: ({ event }) => event.output, pending: null }),
            },
            onError: {
              target: "ready",
              actions: assign({ error: ({ event }) => failureOf(sendMessage, event) }),
            },
          },
        },
        ending: {
          tags: ["busy"],
          invoke: {
            src: "endChat",
            onDone: { target: "settling", actions: assign({ thread: ({ event }) => event.output }) },
            onError: {
              target: "ready",
              actions: assign({ error: ({ event }) => failureOf(endChat, event) }),
            },
          },
        },
        settling: { always: settle },
      },
    },
  },
})
