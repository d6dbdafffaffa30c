import { assign } from "xstate"
import { failureOf } from "../shared/provided-by-runtime.ts"
import {
  answerConversation,
  closeConversation,
  fetchConversation,
  supportInboxSetup,
  ticketConversation,
} from "./support-inbox.setup.ts"

const selectedInput = ({ context }: { context: { readonly selected: number | null } }) => ({
  conversationid: context.selected ?? 0,
})

/** The conversation opened: read, answered, closed or turned into a ticket. */
export const inboxConversationRegion = supportInboxSetup.createStateConfig({
  initial: "none",
  on: {
    "inbox.select": {
      target: ".opening",
      actions: assign({
        selected: ({ event }) => event.conversationid,
        thread: null,
        draft: "",
        error: null,
      }),
    },
    "inbox.deselect": { target: ".none", actions: assign({ selected: null, thread: null, draft: "" }) },
  },
  states: {
    none: {},
    opening: {
      tags: ["loading"],
      entry: assign({ threadStale: false }),
      invoke: {
        src: "fetchConversation",
        input: selectedInput,
        onDone: [
          {
            guard: "isThreadStale",
            target: "opening",
            reenter: true,
            actions: assign({ thread: ({ event }) => event.output }),
          },
          { target: "shown", actions: assign({ thread: ({ event }) => event.output }) },
        ],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(fetchConversation, event) }),
        },
      },
      on: { "live.chatChanged": { guard: "namesSelected", actions: assign({ threadStale: true }) } },
    },
    failed: { on: { "inbox.reload": "opening" } },
    shown: {
      on: {
        "inbox.reload": "opening",
        "live.chatChanged": { guard: "namesSelected", target: "opening" },
        "inbox.answer": { guard: "canAnswer", target: "answering", actions: assign({ error: null }) },
        "inbox.close": { guard: "isOpen", target: "closing", actions: assign({ error: null }) },
        "inbox.ticket": { guard: "hasNoTicket", target: "ticketing", actions: assign({ error: null }) },
      },
    },
    answering: {
      tags: ["busy"],
      invoke: {
        src: "answerConversation",
        input: ({ context }) => ({ conversationid: context.selected ?? 0, body: context.draft.trim() }),
        onDone: {
          target: "shown",
          actions: [assign({ thread: ({ event }) => event.output }), "afterSave"],
        },
        onError: {
          target: "shown",
          actions: assign({ error: ({ event }) => failureOf(answerConversation, event) }),
        },
      },
    },
    closing: {
      tags: ["busy"],
      invoke: {
        src: "closeConversation",
        input: selectedInput,
        onDone: {
          target: "shown",
          actions: [assign({ thread: ({ event }) => event.output }), "afterSave"],
        },
        onError: {
          target: "shown",
          actions: assign({ error: ({ event }) => failureOf(closeConversation, event) }),
        },
      },
    },
    ticketing: {
      tags: ["busy"],
      invoke: {
        src: "ticketConversation",
        input: selectedInput,
        onDone: {
          target: "shown",
          actions: [assign({ thread: ({ event }) => event.output.thread }), "afterSave"],
        },
        onError: {
          target: "shown",
          actions: assign({ error: ({ event }) => failureOf(ticketConversation, event) }),
        },
      },
    },
  },
})
