import { assign } from "xstate"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { fetchInbox, supportInboxSetup } from "./support-inbox.setup.ts"

/** The list of conversations: read at start, on a filter, after a change or a live event. */
export const inboxListRegion = supportInboxSetup.createStateConfig({
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ listStale: false }),
      invoke: {
        src: "fetchInbox",
        input: ({ context }) => ({ status: context.status }),
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
        "inbox.filter": { target: "loading", actions: assign({ status: ({ event }) => event.status }) },
      },
    },
    failed: { on: { "inbox.reload": "loading" } },
  },
})
