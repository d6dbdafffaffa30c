import { assign } from "xstate"
import { CHAT_LIMITS } from "../../domain/chat/support-chat.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { fetchInbox, supportInboxSetup } from "./support-inbox.setup.ts"

/** The list of conversations: read at start, on a filter, one page more, after a change or a live event. */
export const inboxListRegion = supportInboxSetup.createStateConfig({
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ listStale: false }),
      invoke: {
        src: "fetchInbox",
        input: ({ context }) => ({ status: context.status, pl: context.shown }),
        onDone: [
          {
            guard: "isListStale",
            target: "loading",
            reenter: true,
            actions: assign({ inbox: ({ event }) => event.output }),
          },
          { target: "ready", actions: assign({ inbox: ({ event }) => event.output }) },
        ],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(fetchInbox, event) }),
        },
      },
      on: {
        "live.chatChanged": { actions: assign({ listStale: true }) },
        "inbox.changed": { actions: assign({ listStale: true }) },
      },
    },
    ready: {
      on: {
        "inbox.reload": "loading",
        "inbox.changed": "loading",
        "live.chatChanged": "loading",
        "inbox.filter": {
          target: "loading",
          actions: assign({ status: ({ event }) => event.status, shown: CHAT_LIMITS.inboxPageSize }),
        },
        "inbox.more": {
          guard: "hasMore",
          target: "loading",
          actions: assign({
            shown: ({ context }) =>
              Math.min(context.shown + CHAT_LIMITS.inboxPageSize, CHAT_LIMITS.inboxPageMax),
          }),
        },
      },
    },
    failed: { on: { "inbox.reload": "loading" } },
  },
})
