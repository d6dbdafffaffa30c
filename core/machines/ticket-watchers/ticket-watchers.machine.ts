import { assign, setup } from "xstate"
import type { TicketWatchers, WatcherCandidates } from "../../schema/ticket-watchers.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  CandidatesInput,
  TicketWatchersContext,
  TicketWatchersEvent,
  WatcherChangeInput,
  WatcherRemoveInput,
  WatchersFailure,
  WatchersInput,
} from "./ticket-watchers.types.ts"

/** How long the picker waits after a keystroke before it asks the server. */
export const WATCHER_SEARCH_DEBOUNCE_MS = 300

const fetchWatchers = providedByRuntime<TicketWatchers, WatchersInput, WatchersFailure>("fetchWatchers")
const fetchCandidates = providedByRuntime<WatcherCandidates, CandidatesInput, WatchersFailure>(
  "fetchCandidates",
)
const addWatcher = providedByRuntime<TicketWatchers, WatcherChangeInput, WatchersFailure>("addWatcher")
const removeWatcher = providedByRuntime<TicketWatchers, WatcherRemoveInput, WatchersFailure>("removeWatcher")

const CLOSED_PICKER = { search: "", candidates: [], target: null } as const

/**
 * A ticket's watchers (issue 28): idle until the detail asks for them (`watchers.load`, so the
 * ticket page's first requests stay as they were); then the list, the picker of colleagues (managers
 * only: a search, debounced, answers the company's active users who do not watch it), adding one,
 * watching it oneself, and removing a watcher or leaving. Every change answers the whole list; a
 * failure is kept for the face to word and the list stays as it was.
 */
export const ticketWatchersMachine = setup({
  types: {} as {
    context: TicketWatchersContext
    events: TicketWatchersEvent
    input: { readonly ticketId: number }
  },
  actors: { fetchWatchers, fetchCandidates, addWatcher, removeWatcher },
  delays: { searchDebounce: WATCHER_SEARCH_DEBOUNCE_MS },
  guards: {
    canManage: ({ context }) => context.watchers?.canManage === true,
  },
  actions: {
    closePicker: assign(CLOSED_PICKER),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "ticketWatchers",
  context: ({ input }) => ({ ticketId: input.ticketId, watchers: null, error: null, ...CLOSED_PICKER }),
  initial: "idle",
  states: {
    idle: { on: { "watchers.load": "loading" } },
    loading: {
      entry: "clearError",
      invoke: {
        src: "fetchWatchers",
        input: ({ context }) => ({ ticketid: context.ticketId }),
        onDone: { target: "ready", actions: assign({ watchers: ({ event }) => event.output }) },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(fetchWatchers, event) }),
        },
      },
    },
    failed: { on: { "watchers.load": "loading" } },
    ready: {
      on: {
        "watchers.load": "loading",
        "watchers.pick": { guard: "canManage", target: "picking", actions: ["closePicker", "clearError"] },
        "watchers.watch": { target: "adding", actions: assign({ target: null }) },
        "watchers.remove": { target: "removing", actions: assign({ target: ({ event }) => event.userid }) },
      },
    },
    picking: {
      initial: "searching",
      on: {
        "watchers.search": { target: ".debouncing", actions: assign({ search: ({ event }) => event.value }) },
        "watchers.add": { target: "adding", actions: assign({ target: ({ event }) => event.userid }) },
        "watchers.cancel": { target: "ready", actions: "closePicker" },
      },
      states: {
        debouncing: { after: { searchDebounce: "searching" } },
        searching: {
          invoke: {
            src: "fetchCandidates",
            input: ({ context }) => ({ ticketid: context.ticketId, search: context.search.trim() }),
            onDone: {
              target: "shown",
              actions: assign({ candidates: ({ event }) => event.output.items, error: null }),
            },
            onError: {
              target: "shown",
              actions: assign({ candidates: [], error: ({ event }) => failureOf(fetchCandidates, event) }),
            },
          },
        },
        shown: {},
      },
    },
    adding: {
      entry: "clearError",
      invoke: {
        src: "addWatcher",
        input: ({ context }) => ({
          ticketid: context.ticketId,
          ...(context.target === null ? {} : { userid: context.target }),
        }),
        onDone: {
          target: "ready",
          actions: [assign({ watchers: ({ event }) => event.output }), "closePicker"],
        },
        onError: {
          target: "ready",
          actions: [assign({ error: ({ event }) => failureOf(addWatcher, event) }), "closePicker"],
        },
      },
    },
    removing: {
      entry: "clearError",
      invoke: {
        src: "removeWatcher",
        input: ({ context }) => ({ ticketid: context.ticketId, userid: context.target ?? 0 }),
        onDone: {
          target: "ready",
          actions: [assign({ watchers: ({ event }) => event.output }), "closePicker"],
        },
        onError: {
          target: "ready",
          actions: [assign({ error: ({ event }) => failureOf(removeWatcher, event) }), "closePicker"],
        },
      },
    },
  },
})
