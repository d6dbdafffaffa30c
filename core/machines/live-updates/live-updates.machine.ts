import { assign, enqueueActions, fromCallback, setup } from "xstate"
import { LIVE_RECONNECT, reconnectDelay } from "../../domain/live/live-events.ts"
import type {
  LiveStreamInput,
  LiveStreamReport,
  LiveUpdatesContext,
  LiveUpdatesEmitted,
  LiveUpdatesEvent,
  ShellLiveReceived,
} from "./live-updates.types.ts"

/** The stream itself; hosts provide it (`live-updates.actors.ts`: GET /v1/events on the runtime). */
const stream = fromCallback<{ type: "none" }, LiveStreamInput, LiveStreamReport>(() => {
  throw new Error("stream is provided by the runtime")
})

/**
 * Live updates (issue 29): one event stream per signed-in tab, held by the shell. It connects,
 * hands each event to its parent (the shell, which tells the bell, the menu and the page shown),
 * and when the stream breaks waits (the server's `retry:` hint, doubled per failed attempt, at most
 * a minute; a 429's Retry-After) and connects again with `Last-Event-ID`, so the server replays
 * what was missed. A 401 ends it (`live.ended`): the session is gone and the app signs out on its next call.
 */
export const liveUpdatesMachine = setup({
  types: {} as { context: LiveUpdatesContext; events: LiveUpdatesEvent; emitted: LiveUpdatesEmitted },
  actors: { stream },
  delays: {
    backoff: ({ context }) => reconnectDelay(context.attempt, context.retryMs, context.retryAfterSeconds),
  },
  actions: {
    deliver: enqueueActions(({ event, enqueue, self }) => {
      if (event.type !== "live.received") return
      enqueue.assign({
        lastEventId: event.event.id,
        received: ({ context }) => context.received + 1,
      })
      const parent = self._parent
      if (parent)
        enqueue.sendTo(parent, { type: "shell.live", event: event.event } satisfies ShellLiveReceived)
      // A host running it alone (the CLI's `portal live`) hears each event too.
      enqueue.emit({ type: "live.event", event: event.event })
    }),
  },
}).createMachine({
  id: "liveUpdates",
  context: {
    lastEventId: null,
    attempt: 0,
    retryMs: LIVE_RECONNECT.firstMs,
    retryAfterSeconds: 0,
    received: 0,
  },
  initial: "connected",
  states: {
    /** A stream is asked for (`connecting`) or open (`open`); its events arrive in both. */
    connected: {
      invoke: { src: "stream", input: ({ context }) => ({ afterId: context.lastEventId }) },
      initial: "connecting",
      states: {
        connecting: {
          on: { "live.opened": { target: "open", actions: assign({ attempt: 0, retryAfterSeconds: 0 }) } },
        },
        open: {},
      },
      on: {
        "live.received": { actions: "deliver" },
        "live.retryHint": { actions: assign({ retryMs: ({ event }) => event.retryMs }) },
        "live.lost": {
          target: "waiting",
          actions: assign({
            attempt: ({ context }) => context.attempt + 1,
            retryAfterSeconds: ({ event }) => event.retryAfterSeconds,
          }),
        },
        "live.ended": { target: "ended" },
      },
    },
    /** The stream broke: connect again after the backoff, or at once when the host asks. */
    waiting: {
      after: { backoff: { target: "connected" } },
      on: { "live.reconnect": { target: "connected" } },
    },
    /** The session ended (401): no more streams for it. */
    ended: { type: "final" },
  },
})
